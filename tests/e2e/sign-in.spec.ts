import { expect, test } from '../support/run-clock';
import { E2E_HOST_ORIGIN, E2E_OVERLAY_ORIGIN } from '../../playwright.config';
import { AVA, openSignIn, signIn, SIGN_IN_FRAME } from '../support/journeys';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the sign-in dialog holds the overlay from the overlay origin, sized to its content plus 20 px', async ({ page }) => {
  const frame = await openSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();

  const iframe = page.locator(SIGN_IN_FRAME);
  expect(new URL((await iframe.getAttribute('src'))!).origin).toBe(E2E_OVERLAY_ORIGIN);

  const contentHeight = await frame.locator('main').evaluate((main) => Math.ceil(main.getBoundingClientRect().height));
  await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBe(contentHeight + 20);

  // No scrollbar: the overlay document fits its frame exactly.
  const fits = await frame.locator('html').evaluate((html) => html.scrollHeight <= html.clientHeight);
  expect(fits).toBe(true);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
});

test('the frame follows the overlay when its content grows', async ({ page }) => {
  const frame = await openSignIn(page);
  const iframe = page.locator(SIGN_IN_FRAME);
  const before = await iframe.evaluate((element) => element.getBoundingClientRect().height);
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Enter your password.')).toBeVisible();
  const contentHeight = await frame.locator('main').evaluate((main) => Math.ceil(main.getBoundingClientRect().height));
  await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBe(contentHeight + 20);
  expect(contentHeight + 20).toBeGreaterThan(before);
});

test('Escape inside the overlay closes the dialog and focus returns to the Sign in button', async ({ page }) => {
  await openSignIn(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
});

test('Escape on the dialog’s own controls closes it too', async ({ page }) => {
  await openSignIn(page);
  await page.getByRole('button', { name: 'Close sign in' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
});

test('the close button closes the dialog too', async ({ page }) => {
  await openSignIn(page);
  await page.getByRole('button', { name: 'Close sign in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
});

test('Tab stays inside the dialog', async ({ page }) => {
  await openSignIn(page);
  const focusIsInsideDialog = () =>
    page.evaluate(() => {
      const dialog = document.querySelector('dialog[open]');
      return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement));
    });
  // Enough presses to pass every control of the dialog and the overlay twice.
  for (let press = 1; press <= 14; press += 1) {
    await page.keyboard.press(press % 5 === 0 ? 'Shift+Tab' : 'Tab');
    // Focus crosses into and out of the frame asynchronously; it must settle inside the dialog.
    await expect.poll(focusIsInsideDialog, { message: `after ${press} presses`, timeout: 2000 }).toBe(true);
  }
});

test('empty fields, a member-number-like login and stray characters show errors without a request', async ({ page }) => {
  const frame = await openSignIn(page);
  const signInCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('loginWithCredentials')) signInCalls.push(request.url());
  });
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Enter your email or member number.')).toBeVisible();
  await expect(frame.getByText('Enter your password.')).toBeVisible();

  await frame.getByLabel('Email or member number').fill('12345678');
  await frame.getByLabel('Password', { exact: true }).fill('Stay#Well2026');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Member numbers have exactly 9 digits.')).toBeVisible();
  await expect(frame.getByRole('status')).toContainText('Check your member number');

  await frame.getByLabel('Email or member number').fill('ava<morgan>');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Use only letters, numbers and . _ - @ in your email or member number.')).toBeVisible();
  expect(signInCalls).toEqual([]);
});

test('a wrong password shows an error banner in the account modal, clears both fields, and the page stays', async ({ page }) => {
  await page.evaluate(() => Object.assign(window, { pageMarker: 'still here' }));
  const frame = await openSignIn(page);
  await signIn(frame, AVA.email, 'Wrong#Pass99');
  await expect(frame.getByRole('alert')).toContainText('does not match our records');
  await expect(frame.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(frame.getByLabel('Email or member number')).toHaveValue('');
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe('still here');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

  // The next try with the right password goes through.
  await signIn(frame, AVA.email, AVA.password);
  await expect(page.getByText('Hi, Ava')).toBeVisible();
});

test('Ava signs in by e-mail, stays signed in across a reload, and signs out on the server', async ({ page, context }) => {
  const frame = await openSignIn(page);
  await signIn(frame, AVA.email, AVA.password);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Hi, Ava')).toBeVisible();

  const session = (await context.cookies(E2E_HOST_ORIGIN)).find((cookie) => cookie.name === 'portico_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('portico_session');

  await page.reload();
  await expect(page.getByText('Hi, Ava')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  // Remember-me was on: signed out, but greeted by name, with a fly-out to sign in again.
  await expect(page.getByRole('button', { name: 'Hi, Ava · Sign in' })).toBeVisible();

  // The old session id is dead on the server, not just forgotten by the browser.
  const response = await page.request.get('/mi/phoenix-account-auth/v1/userDetails', {
    headers: { cookie: `portico_session=${session!.value}` },
  });
  expect((await response.json()).status).toBe('FAILURE');
});

test('Ava signs in with her member number and Enter', async ({ page }) => {
  const frame = await openSignIn(page);
  await frame.getByLabel('Email or member number').fill(AVA.memberNumber);
  await frame.getByLabel('Password', { exact: true }).fill(AVA.password);
  await frame.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Hi, Ava')).toBeVisible();
});

test('sign-in failure and success reach the host page as data-layer events over the bridge, after the frame’s own timings', async ({ page }) => {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { dataLayerEvents: seen });
    window.addEventListener('portico:data-layer', (event) => seen.push((event as CustomEvent).detail));
  });
  const frame = await openSignIn(page);
  await signIn(frame, AVA.email, 'Wrong#Pass99');
  await expect(frame.getByRole('alert')).toBeVisible();
  await signIn(frame, AVA.email, AVA.password);
  await expect(page.getByText('Hi, Ava')).toBeVisible();
  const events = await page.evaluate(() => (window as unknown as { dataLayerEvents: { name: string }[] }).dataLayerEvents);
  // The host's own: the overlay's lifecycle timings, once the frame accepted input.
  const [timings, ...fromTheOverlay] = events;
  expect(timings).toEqual({
    name: 'overlayTimings',
    detail: { overlay: 'sign-in', attempt: 0, handshakeMs: expect.any(Number), firstHeightMs: expect.any(Number), interactiveMs: expect.any(Number) },
  });
  expect(fromTheOverlay).toEqual([
    { name: 'signInFailed', detail: { errorCode: 'password.username.invalid' } },
    { name: 'signInSucceeded', detail: { memberTier: 'Gold', rememberMe: true } },
  ]);
});

test('hovering the Sign in button loads the overlay ahead, hidden, and opening it then is immediate', async ({ page }) => {
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  await signInButton.hover();
  const frame = page.frameLocator(SIGN_IN_FRAME);
  // Loaded and connected while the dialog is still closed: the form exists but is not visible.
  await expect(frame.getByLabel('Email or member number')).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator(SIGN_IN_FRAME)).toBeHidden();

  await signInButton.click();
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('closing the dialog starts a fresh overlay, so nothing typed survives', async ({ page }) => {
  const frame = await openSignIn(page);
  await frame.getByLabel('Email or member number').fill(AVA.email);
  await frame.getByLabel('Password', { exact: true }).fill('typed secret');
  await page.getByRole('button', { name: 'Close sign in' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await expect(frame.getByLabel('Email or member number')).toHaveValue('');
  await expect(frame.getByLabel('Password', { exact: true })).toHaveValue('');
});
