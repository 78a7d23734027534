import { type Page } from '@playwright/test';
import { expect, test, RUN_YEAR } from '../support/run-clock';
import { AVA, framedForm, LIAM, NOAH, NYCTS_OVERVIEW, openMemberRatesSignIn, openSignIn, clickClosingItsFrame, signIn, SIGN_IN_FRAME, SOFIA } from '../support/journeys';
import { messageIn } from '../support/messages';
import { codeFromInbox } from '../support/dev-inbox';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
}

test.describe('remembered members', () => {
  test('are greeted by name, sign in with a locked login, and can be forgotten, reloading the parent page', async ({ page }) => {
    await page.goto('/');
    await signIn(await openSignIn(page), LIAM.email, LIAM.password);
    await expect(page.getByText('Hi, Liam')).toBeVisible();
    await signOut(page);

    // Signed out but remembered: the header offers a fly-out addressed to Liam.
    const flyoutButton = page.getByRole('button', { name: 'Hi, Liam · Sign in' });
    await expect(flyoutButton).toBeVisible();
    await flyoutButton.click();
    await expect(flyoutButton).toHaveAttribute('aria-expanded', 'true');
    const frame = await framedForm(page);
    await expect(frame.getByRole('heading', { name: 'Welcome back, Liam' })).toBeVisible();
    const login = frame.getByLabel('Email or member number');
    await expect(login).toHaveValue(LIAM.memberNumber);
    await expect(login).toHaveAttribute('readonly', '');

    // A wrong password keeps the remembered login and shows the banner in place.
    await frame.getByLabel('Password', { exact: true }).fill('Wrong#Pass99');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await expect(frame.getByRole('alert')).toContainText('does not match our records');
    await expect(login).toHaveValue(LIAM.memberNumber);

    // "Not you?" forgets Liam on the server and reloads the host page through the bridge.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await frame.getByRole('button', { name: 'Not you? Clear remembered account' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    const details = await (await page.request.get('/mi/phoenix-account-auth/v1/userDetails')).json();
    expect(details).toMatchObject({ status: 'FAILURE', rememberedUser: false });
  });

  test('sign in again from the fly-out with the password alone', async ({ page }) => {
    await page.goto('/');
    await signIn(await openSignIn(page), LIAM.email, LIAM.password);
    await signOut(page);
    await page.getByRole('button', { name: 'Hi, Liam · Sign in' }).click();
    const frame = await framedForm(page);
    await frame.getByLabel('Password', { exact: true }).fill(LIAM.password);
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Hi, Liam')).toBeVisible();
    await signOut(page);
    await page.getByRole('button', { name: 'Hi, Liam · Sign in' }).click();
    await (await framedForm(page)).getByRole('button', { name: 'Not you? Clear remembered account' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});

test('five wrong passwords lock the account for 15 minutes, with a warning on the fourth', async ({ page }) => {
  await page.goto('/');
  const frame = await openSignIn(page);
  const attempt = async (password: string) => {
    await signIn(frame, SOFIA.email, password);
    await expect(frame.getByRole('alert')).toBeVisible();
    return frame.getByRole('alert').textContent();
  };
  for (let failure = 1; failure <= 3; failure += 1) expect(await attempt(`Wrong#Pass${failure}`)).toContain('does not match our records');
  expect(await attempt('Wrong#Pass4')).toContain('One more incorrect attempt will lock your account for 15 minutes');
  expect(await attempt('Wrong#Pass5')).toContain('Your account is locked');
  // Locked means locked: even the right password is refused now.
  expect(await attempt(SOFIA.password)).toContain('Your account is locked');
  await expect(page.getByText('Hi, Sofia')).toHaveCount(0);
});

test.describe('the sign-in error page', () => {
  test('a refusal in the reservation overlay lands on it, reports once, and signing in there returns to the hotel', async ({ page }) => {
    await page.goto(NYCTS_OVERVIEW);
    const frame = await openMemberRatesSignIn(page);
    await expect(frame.getByLabel('Email or member number')).toBeFocused();
    await signIn(frame, 'nobody@example.com', 'Wrong#Pass99');

    await expect(page).toHaveURL(/\/sign-in-error\.mi\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('errorMessageType')).toBe('password.username.invalid');
    expect(url.searchParams.get('returnTo')).toBe(NYCTS_OVERVIEW);
    await expect(page.getByRole('alert')).toContainText('does not match our records');

    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/aries-common/v1/dataLayer.comp')) events.push(request.postData() ?? '');
    });
    await page.reload();
    await expect(page.getByRole('alert')).toBeVisible();
    await framedForm(page);
    expect(events.filter((body) => body.includes('signInFailed'))).toEqual([]);

    await signIn(await framedForm(page), AVA.email, AVA.password);
    await expect(page).toHaveURL(NYCTS_OVERVIEW);
    await expect(page.getByText('Hi, Ava')).toBeVisible();
  });

  test('a remembered member’s wrong password adds inValidCredentials=true', async ({ page }) => {
    await page.goto('/');
    await signIn(await openSignIn(page), LIAM.email, LIAM.password);
    await signOut(page);
    await page.goto(NYCTS_OVERVIEW);
    const frame = await openMemberRatesSignIn(page);
    await expect(frame.getByLabel('Email or member number')).toHaveValue(LIAM.memberNumber);
    await frame.getByLabel('Password', { exact: true }).fill('Wrong#Pass99');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/inValidCredentials=true/);
    await expect(page.getByRole('alert')).toContainText('If this is not your account');
    await (await framedForm(page)).getByRole('button', { name: 'Not you? Clear remembered account' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});

test('continue as guest closes the reservation sign-in and carries on', async ({ page }) => {
  await page.goto(NYCTS_OVERVIEW);
  const frame = await openMemberRatesSignIn(page);
  await clickClosingItsFrame(frame.getByRole('button', { name: 'Continue as guest' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('You are booking as a guest.')).toBeVisible();
});

test.describe('redirects after sign-in follow the priority and stay on the site', () => {
  const cases = [
    { name: 'returnTo', query: `returnTo=${encodeURIComponent(NYCTS_OVERVIEW)}`, expected: NYCTS_OVERVIEW },
    { name: 'redirect_uri over returnTo', query: `redirect_uri=${encodeURIComponent(NYCTS_OVERVIEW)}&returnTo=%2Fnowhere`, expected: NYCTS_OVERVIEW },
    { name: 'a trip id over everything', query: `tripId=71234567&redirect_uri=${encodeURIComponent(NYCTS_OVERVIEW)}`, expected: '/loyalty/findReservationList.mi?tripId=71234567' },
    { name: 'another site is refused: home', query: 'returnTo=https%3A%2F%2Fevil.example%2F', expected: '/' },
    { name: 'protocol-relative is refused: home', query: 'returnTo=%2F%2Fevil.example', expected: '/' },
    { name: 'nothing given: home', query: '', expected: '/' },
  ];
  for (const { name, query, expected } of cases) {
    test(name, async ({ page }) => {
      await page.goto(`/sign-in.mi?${query}`);
      await signIn(await framedForm(page), AVA.email, AVA.password);
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(expected);
      await expect(page.getByText('Hi, Ava')).toBeVisible();
      await signOut(page);
    });
  }
});

test('a member with two-step verification gets a code by e-mail, enters it, and lands signed in on the page he was on', async ({ page }) => {
  await page.goto(NYCTS_OVERVIEW);
  await signIn(await openSignIn(page), NOAH.email, NOAH.password);
  await expect(page).toHaveURL('/loyalty/verifyIdentity.mi');
  await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
  const options = page.getByRole('group', { name: 'Where we can send your code' });
  await expect(options.getByRole('radio', { name: 'Email: n••••@example.com' })).toBeChecked();
  await expect(options.getByRole('radio', { name: 'Text message: •••• 0142' })).not.toBeChecked();
  // No session until verified.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('We sent a code to n••••@example.com. It works for 10 minutes.')).toBeVisible();
  await expect(page.getByLabel('Code')).toBeFocused();
  await page.getByLabel('Code').fill(await codeFromInbox(page, NOAH.email));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(NYCTS_OVERVIEW);
  await expect(page.getByText('Hi, Noah')).toBeVisible();
  await signOut(page);
});

test('the session-timed-out page says why, and signing in returns to the page the member was on', async ({ page }) => {
  await page.goto(`/sessionTimedOut.mi?returnTo=${encodeURIComponent(NYCTS_OVERVIEW)}`);
  const frame = await framedForm(page);
  await expect(frame.getByRole('heading', { name: 'Your session has timed out' })).toBeVisible();
  await expect(frame.getByText(/signed you out after 30 minutes/)).toBeVisible();
  await signIn(frame, AVA.email, AVA.password);
  await expect(page).toHaveURL(NYCTS_OVERVIEW);
  await signOut(page);
});

test('a session that times out while the page is open sends the member to sign in again, and back', async ({ page }) => {
  await page.goto(NYCTS_OVERVIEW);
  await signIn(await openSignIn(page), AVA.email, AVA.password);
  await expect(page.getByText('Hi, Ava')).toBeVisible();

  // The server's half (30 idle minutes, said once) is tested against its own clock in the API tests;
  // here the browser gets that answer after the member was away from the tab for 31 minutes.
  await page.route('**/mi/phoenix-account-auth/v1/userDetails', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), status: 'FAILURE', sessionTimedOut: true } });
  }, { times: 1 });
  await page.clock.fastForward('31:00');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  await expect(page).toHaveURL(`/sessionTimedOut.mi?returnTo=${encodeURIComponent(NYCTS_OVERVIEW)}`);
  // The header may be preloading its own sign-in dialog by now (the pointer rests where its button is).
  const frame = page.getByRole('region', { name: 'Sign in again' }).frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByRole('heading', { name: 'Your session has timed out' })).toBeVisible();
  // Ava signed in with remember-me (checked by default), so only her password is asked for.
  await expect(frame.getByLabel('Email or member number')).toHaveValue(AVA.memberNumber);
  await frame.getByLabel('Password', { exact: true }).fill(AVA.password);
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(NYCTS_OVERVIEW);
  await expect(page.getByText('Hi, Ava')).toBeVisible();
  await signOut(page);
});

test('the enrollment-style form: no remember-me, copyright, success banner before going on', async ({ page }) => {
  await page.goto('/sign-in.mi?variant=enrollment');
  const frame = await framedForm(page);
  await expect(frame.getByRole('checkbox', { name: 'Remember me' })).toHaveCount(0);
  await expect(frame.getByText(`© ${RUN_YEAR} Portico`)).toBeVisible();
  await signIn(frame, AVA.email, AVA.password);
  await expect(frame.getByRole('status')).toContainText('You are signed in, Ava');
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Hi, Ava')).toBeVisible();
  await signOut(page);
});

test('a client id with a sweepstakes shows it, with the client id on the link', async ({ page }) => {
  await page.goto('/sign-in.mi?clientId=summer-escape');
  const frame = await framedForm(page);
  await expect(frame.getByRole('heading', { name: 'Enter the Summer Escape sweepstakes' })).toBeVisible();
  const href = await frame.getByRole('link', { name: 'Join and enter' }).getAttribute('href');
  expect(new URL(href!).searchParams.get('clientId')).toBe('summer-escape');
});

test('sign-in is off for zh-TW, with a clear message, the page and the form in traditional Chinese', async ({ page }) => {
  await page.goto('/sign-in.mi?locale=zh-TW');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const frame = page.frameLocator(`iframe[title="${messageIn('zh-TW', 'host', 'signInFrame.title')}"]`);
  await expect(frame.getByText(messageIn('zh-TW', 'sign-in', 'signIn.notice.localeDisabled'))).toBeVisible();
  await expect(frame.getByLabel(messageIn('zh-TW', 'sign-in', 'signIn.form.login.label'))).toBeDisabled();
  await expect(frame.getByRole('button', { name: messageIn('zh-TW', 'sign-in', 'signIn.form.submit') })).toBeDisabled();
});
