import { type Page } from '@playwright/test';
import { expect, test, dayFromToday } from '../support/run-clock';
import { E2E_OVERLAY_ORIGIN } from '../../playwright.config';
import { expectNoViolations } from '../support/axe';
import { AVA, framedForm, LIAM, LOOKUP_FRAME, lookUp, NYCTS_OVERVIEW, openLookup, openMemberRatesSignIn, openSignIn, signIn, SIGN_IN_FRAME, waitForHydration } from '../support/journeys';
import { messageIn } from '../support/messages';

const hostPages = [
  { name: 'home', path: '/', ready: (page: Page) => page.getByRole('link', { name: 'New York' }) },
  {
    name: 'hotel search results',
    path: `/search/findHotels.mi?destination=London&checkInDate=${dayFromToday(20)}&checkOutDate=${dayFromToday(22)}&numRooms=1&numAdultsPerRoom=2&numChildrenPerRoom=0`,
    ready: (page: Page) => page.getByRole('link', { name: "See rooms and rates at Portico London King's Cross" }),
  },
  {
    name: 'hotel search with nothing found',
    path: `/search/findHotels.mi?destination=Atlantis&checkInDate=${dayFromToday(20)}&checkOutDate=${dayFromToday(22)}`,
    ready: (page: Page) => page.getByText('We found no hotels for “Atlantis”.', { exact: false }),
  },
  {
    name: 'hotel overview',
    path: '/hotels/nycts-portico-times-square/overview',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Portico Times Square' }),
  },
  {
    name: 'hotel reviews',
    path: '/hotels/nycts-portico-times-square/reviews',
    ready: (page: Page) => page.getByRole('list', { name: 'Latest reviews' }),
  },
  {
    name: 'hotel reviews hidden by the rule',
    path: '/hotels/lonkx-portico-london-kings-cross/reviews',
    ready: (page: Page) => page.getByText('This hotel does not have enough reviews yet to show a rating.'),
  },
  {
    name: 'jewellery brand location page',
    path: '/hotels/dxbbg-jewel-resort-dubai/location',
    ready: (page: Page) => page.getByRole('heading', { name: 'Location' }),
  },
  { name: 'unknown hotel', path: '/hotels/no-such-hotel/overview', ready: (page: Page) => page.getByRole('heading', { name: 'Hotel not found' }) },
  { name: 'page not found', path: '/no/such/page', ready: (page: Page) => page.getByRole('heading', { name: 'Page not found' }) },
  ...[
    { name: 'sign-in page', path: '/sign-in.mi?clientId=summer-escape' },
    { name: 'enrollment-style sign-in', path: '/sign-in.mi?variant=enrollment&passwordChanged=true' },
    { name: 'sign-in error page', path: '/sign-in-error.mi?errorMessageType=account.lockedout.dueto.password.failure.attempts&returnTo=%2F' },
    { name: 'session timed out', path: '/sessionTimedOut.mi' },
  ].map((signInPage) => ({
    ...signInPage,
    ready: (page: Page) => page.frameLocator(SIGN_IN_FRAME).getByRole('link', { name: 'Forgot password?' }),
  })),
  {
    name: 'sign-in off for zh-TW',
    path: '/sign-in.mi?locale=zh-TW',
    ready: (page: Page) =>
      page.frameLocator(`iframe[title="${messageIn('zh-TW', 'host', 'signInFrame.title')}"]`).getByRole('link', { name: messageIn('zh-TW', 'sign-in', 'signIn.accountLinks.forgotPassword') }),
  },
  { name: 'verify identity without options', path: '/loyalty/verifyIdentity.mi', ready: (page: Page) => page.getByRole('heading', { name: 'Verify it is you' }) },
  { name: 'forgot password', path: '/emailPassword.mi', ready: (page: Page) => page.getByRole('button', { name: 'Send the link' }) },
  { name: 'reset password without a link', path: '/resetPassword.mi', ready: (page: Page) => page.getByRole('link', { name: 'Ask for a new link' }).first() },
  { name: 'join', path: '/loyalty/createAccount/createAccountPage1.mi', ready: (page: Page) => page.getByLabel('Country or region') },
  { name: 'activate an online account', path: '/loyalty/createAccount/activateOnlineAccount.mi', ready: (page: Page) => page.getByRole('button', { name: 'Send the link' }) },
  { name: 'finish joining without a link', path: '/loyalty/createAccount/createAccountPage2.mi', ready: (page: Page) => page.getByRole('link', { name: 'Join again' }) },
  { name: 'development inbox', path: '/dev/mail', ready: (page: Page) => page.getByRole('heading', { name: 'Development inbox' }) },
  {
    name: 'find reservation',
    path: '/reservation/lookupReservation.mi?fromOverlay=true',
    ready: (page: Page) => page.frameLocator(LOOKUP_FRAME).getByRole('button', { name: 'Find reservation' }),
  },
  { name: 'expired session', path: '/reservation/expiredSession.mi', ready: (page: Page) => page.getByRole('heading', { name: 'Your session has expired' }) },
  { name: 'reservation error', path: '/reservation/800Page.mi', ready: (page: Page) => page.getByRole('heading', { name: 'Something went wrong' }) },
];

for (const hostPage of hostPages) {
  test(`host page "${hostPage.name}" has no axe violations`, async ({ page }) => {
    await page.goto(hostPage.path);
    await expect(hostPage.ready(page)).toBeVisible();
    await expectNoViolations(page);
  });
}

/** The page's address in another locale, whatever locale it named. */
const inLocale = (path: string, locale: string) => {
  const url = new URL(path, 'http://page');
  url.searchParams.set('locale', locale);
  return `${url.pathname}${url.search}`;
};

for (const hostPage of hostPages) {
  test(`host page "${hostPage.name}" in Arabic, right to left, has no axe violations`, async ({ page }) => {
    await page.goto(inLocale(hostPage.path, 'ar'));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // A page showing an overlay is looked at with the overlay's form in it, right to left as well.
    if ((await page.locator('iframe').count()) > 0) await expect(page.frameLocator('iframe').first().locator('html[dir="rtl"] form')).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the header of a signed-in member, and their account page, have no axe violations', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), AVA.email, AVA.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('region', { name: 'Contact details and address' }).getByLabel('Phone')).toBeVisible();
  await expectNoViolations(page);
});

test('the overlay preloaded on hover stays out of sight, out of the tab order and out of axe’s way', async ({ page }) => {
  await page.goto('/');
  // Hover and focus load the overlay ahead, and Enter opens it, only once the button is hydrated.
  await waitForHydration(page);
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  await signInButton.hover();
  await expect(page.frameLocator('iframe[title="Sign in to Portico Rewards"]').getByLabel('Email or member number')).toBeAttached();
  await expectNoViolations(page);
  await signInButton.focus();
  await page.keyboard.press('Tab');
  const focusIsInHiddenDialog = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
  expect(focusIsInHiddenDialog).toBe(false);
});

test('the open sign-in overlay has no axe violations, with and without errors', async ({ page }) => {
  await page.goto('/');
  const frame = await openSignIn(page);
  await expectNoViolations(page);
  await signIn(frame, AVA.email, 'Wrong#Pass99');
  await expect(frame.getByRole('alert')).toBeVisible();
  await frame.getByLabel('Email or member number').fill('');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Enter your email or member number.')).toBeVisible();
  await expectNoViolations(page);
});

test('the sign-in overlay opened as a page of its own has no axe violations', async ({ page }) => {
  await page.goto(`${E2E_OVERLAY_ORIGIN}/signInOverlay.mi`);
  await expect(page.getByLabel('Email or member number')).toBeVisible();
  await expectNoViolations(page);
});

test('a keyboard-only user opens the overlay, closes it with Escape, then signs in', async ({ page }) => {
  await page.goto('/');
  // Hover and focus load the overlay ahead, and Enter opens it, only once the button is hydrated.
  await waitForHydration(page);
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  await signInButton.focus();
  await page.keyboard.press('Enter');
  const frame = page.frameLocator('iframe[title="Sign in to Portico Rewards"]');
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signInButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await page.keyboard.type(AVA.email);
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(AVA.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hi, Ava')).toBeVisible();
});

test('the remembered member’s fly-out has no axe violations, and Escape closes it back to its button', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await page.getByRole('button', { name: 'Sign out' }).click();
  const toggle = page.getByRole('button', { name: 'Hi, Liam · Sign in' });
  await toggle.click();
  const frame = await framedForm(page);
  await expect(frame.getByRole('button', { name: 'Not you? Clear remembered account' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await (await framedForm(page)).getByRole('button', { name: 'Not you? Clear remembered account' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the reservation flow’s sign-in modal has no axe violations', async ({ page }) => {
  await page.goto(NYCTS_OVERVIEW);
  await expect((await openMemberRatesSignIn(page)).getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  await expectNoViolations(page);
});

test('the hotel detail dialog and its photo viewer have no axe violations', async ({ page }) => {
  await page.goto(NYCTS_OVERVIEW);
  await page.getByTestId('property-bar').getByRole('button', { name: 'Hotel details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hotel details' });
  await expect(dialog.getByRole('heading', { name: 'Property details' })).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: /photo 2 of 3/ }).click();
  await expect(page.getByRole('dialog', { name: 'Photos of Portico Times Square' }).getByText('Photo 2 of 3')).toBeVisible();
  await expectNoViolations(page);
});

test('the saved-hotels page with its hotel header, and a member’s heart, have no axe violations', async ({ page }) => {
  await page.goto(NYCTS_OVERVIEW);
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByTestId('property-bar').getByRole('button', { name: 'Saved: Portico Times Square' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/loyalty/myAccount/saveProperties.mi');
  await expect(page.getByRole('list', { name: 'Your saved hotels' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hotel: Portico Times Square' })).toBeVisible();
  await expectNoViolations(page);
});

test('a keyboard-only member saves a hotel from the property bar', async ({ page }) => {
  await page.goto('/hotels/bkkrv-portico-bangkok-riverside/overview');
  await signIn(await openSignIn(page), AVA.email, AVA.password);
  const heart = page.getByTestId('property-bar').getByRole('button', { name: /^Save/ });
  await expect(heart).toHaveAccessibleName('Save hotel: Portico Bangkok Riverside');
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAccessibleName('Saved: Portico Bangkok Riverside');
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('Space');
  await expect(heart).toHaveAccessibleName('Save hotel: Portico Bangkok Riverside');
});

test('the open lookup overlay has no axe violations, with and without errors', async ({ page }) => {
  await page.goto('/');
  const frame = await openLookup(page);
  // The membership promotion follows the form once the set-up call answers: audited with it.
  const promotion = frame.getByRole('region', { name: 'Keep every trip in one place' });
  await expect(promotion.getByRole('link', { name: 'Join now' })).toHaveAttribute('target', '_top');
  await expectNoViolations(page);
  await frame.getByRole('button', { name: 'Find reservation' }).click();
  await expect(frame.getByText('Enter your confirmation number.')).toBeVisible();
  await expectNoViolations(page);
  await lookUp(frame, '71234567', 'Nobody');
  await expect(frame.getByRole('alert')).toBeVisible();
  await expectNoViolations(page);
});

test('the upcoming reservation page, its room stay details and its cancel modal have no axe violations', async ({ page }) => {
  await page.goto('/');
  await lookUp(await openLookup(page), '71234567', 'Morgan');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation at Portico Times Square' })).toBeVisible();
  await expectNoViolations(page);
  // The lookup may not change the booking yet: the code e-mailed to the booking, and its field.
  await waitForHydration(page);
  const proof = page.getByRole('region', { name: 'Change this booking or pay for more' });
  await proof.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(proof.getByLabel('Code from the e-mail')).toBeFocused();
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await expect(proof.getByText('Enter the 6-digit code.')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Room stay details' }).click();
  await expect(page.getByRole('dialog', { name: 'Room 1 stay details' }).getByRole('heading', { name: 'Charges' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  const cancel = page.getByRole('button', { name: 'Cancel room', exact: true });
  await cancel.click();
  const modal = page.getByRole('dialog', { name: 'Cancel room' });
  await expect(modal.getByRole('button', { name: 'Keep reservation' })).toBeVisible();
  await expectNoViolations(page);
  // Keyboard: Escape keeps the reservation and gives focus back to the button that opened the modal.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(cancel).toBeFocused();
});

test('my trips, and an in-house stay with its Suite Night Award, have no axe violations', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My trips' }).click();
  await expect(page.getByRole('region', { name: 'Past stays' }).getByRole('listitem')).not.toHaveCount(0);
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'View reservation 82345691' }).click();
  await expect(page.getByText('You are checked in. Enjoy your stay.')).toBeVisible();
  await expectNoViolations(page);
});

/** A booking search at NYCTS `days` ahead (UTC days, as the seed counts its nights), as page-address parameters. */
function bookingSearch(days: number, nights = 2): URLSearchParams {
  const day = dayFromToday;
  return new URLSearchParams({
    propertyId: 'NYCTS',
    checkInDate: day(days),
    checkOutDate: day(days + nights),
    numRooms: '1',
    numAdultsPerRoom: '2',
    numChildrenPerRoom: '0',
    rewardsRedemption: 'false',
  });
}

const bookingPages = [
  { name: 'availability form', path: `/reservation/availability.mi?${bookingSearch(20)}`, ready: (page: Page) => page.getByRole('button', { name: 'Find rooms' }) },
  {
    name: 'availability calendar',
    path: `/search/availabilityCalendar.mi?${bookingSearch(20)}`,
    ready: (page: Page) => page.getByRole('grid').getByRole('gridcell').filter({ hasText: '$' }).first(),
  },
  { name: 'rate list', path: `/reservation/rateListMenu.mi?${bookingSearch(20)}`, ready: (page: Page) => page.getByRole('list', { name: /^Rates for / }).first() },
  {
    name: 'rate list, not an exact match',
    path: `/reservation/rateListMenu.mi?${bookingSearch(44)}`,
    ready: (page: Page) => page.getByText('Not an exact match, but these come close.'),
  },
  {
    name: 'room detail modal',
    path: `/reservation/ersViewRoomPool.mi?${bookingSearch(20)}&roomTypeCode=GKNG`,
    ready: (page: Page) => page.getByRole('dialog').getByRole('heading', { name: 'Room features' }),
  },
  {
    name: 'rate detail modal',
    path: `/reservation/ersViewRateRules.mi?${bookingSearch(20)}&roomTypeCode=GKNG&ratePlanCode=FLEX`,
    ready: (page: Page) => page.getByRole('dialog').getByRole('heading', { name: 'Cancellation policy' }),
  },
];

for (const bookingPage of bookingPages) {
  test(`booking page "${bookingPage.name}" has no axe violations`, async ({ page }) => {
    await page.goto(bookingPage.path);
    await expect(bookingPage.ready(page)).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the availability form with every message shown has no axe violations, and focus goes to the first', async ({ page }) => {
  const search = bookingSearch(20);
  search.set('checkOutDate', search.get('checkInDate') ?? '');
  search.set('numRooms', '12');
  await page.goto(`/reservation/availability.mi?${search}`);
  await page.getByRole('button', { name: 'Find rooms' }).click();
  await expect(page.getByText('Check-out must be after check-in.')).toBeVisible();
  await expect(page.getByLabel('Check-out')).toBeFocused();
  await expectNoViolations(page);
});

test('a keyboard-only guest filters the rooms: the dialog has no axe violations, Space ticks, Apply narrows, focus comes back', async ({ page }) => {
  await page.goto(`/reservation/rateListMenu.mi?${bookingSearch(20)}`);
  await waitForHydration(page);
  const rooms = page.getByRole('tabpanel').getByRole('region');
  const before = await rooms.count();
  const opener = page.getByRole('button', { name: 'Filter rooms' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filter rooms' });
  await expect(dialog).toBeVisible();
  // The page behind does not scroll while the filter is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expectNoViolations(page);
  await dialog.getByRole('checkbox', { name: 'High floor' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'High floor' })).toBeChecked();
  const apply = dialog.getByRole('button', { name: /^Show \d+ rooms?$/ });
  const shown = Number((await apply.textContent())!.match(/\d+/)![0]);
  expect(shown).toBeLessThan(before);
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(rooms).toHaveCount(shown);
  await expect(page.getByRole('button', { name: 'Filter rooms (1)' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a keyboard-only guest shows the rate list in euros: the selector and its note have no axe violations, and the choice is kept', async ({ page }) => {
  await page.goto(`/reservation/rateListMenu.mi?${bookingSearch(20)}`);
  await waitForHydration(page);
  const selector = page.getByRole('combobox', { name: 'Show prices in' });
  await selector.focus();
  await selector.selectOption('EUR');
  await expect(selector).toHaveAccessibleDescription(/^Prices in EUR are approximate, at the exchange rate of .+\. You will pay in USD\.$/);
  await expect(page.getByRole('tabpanel').getByText(/≈ €/).first()).toBeVisible();
  await expectNoViolations(page);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Show prices in' })).toHaveValue('EUR');
  await page.getByRole('combobox', { name: 'Show prices in' }).selectOption('');
  await expect(page.getByRole('tabpanel').getByText(/≈/)).toHaveCount(0);
});

test('a keyboard-only guest moves between rate tabs with the arrow keys, and the member-rate sign-in has no axe violations', async ({ page }) => {
  await page.goto(`/reservation/rateListMenu.mi?${bookingSearch(20)}`);
  await page.getByText('Members get this rate.').first().getByRole('button', { name: 'Sign in' }).click();
  await expect((await framedForm(page)).getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expectNoViolations(page);
  await signIn(page.frameLocator(SIGN_IN_FRAME), LIAM.email, LIAM.password);
  await expect(page.getByText('Congratulations, you are getting member rates.')).toBeVisible();

  const points = bookingSearch(20);
  points.set('rewardsRedemption', 'true');
  await page.goto(`/reservation/rateListMenu.mi?${points}`);
  await expect(page.getByRole('tab')).toHaveText(['Cash', 'Points', 'Cash and points', 'Points plus cash upgrade']);
  // Asked to use points, the list opens on the Points tab; the arrows and Home move and show at once.
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await expect(tab('Points')).toHaveAttribute('aria-selected', 'true');
  await tab('Points').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Cash and points')).toBeFocused();
  await expect(tab('Cash and points')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('Cash')).toBeFocused();
  await expect(tab('Cash')).toHaveAttribute('aria-selected', 'true');
  await expectNoViolations(page);
});

test('the guest-information page, its summary and the guest-info overlay have no axe violations, with and without errors', async ({ page }) => {
  await page.goto(`/reservation/rateListMenu.mi?${bookingSearch(20)}`);
  await page.getByRole('button', { name: /^Select / }).first().click();
  await expect(page.getByRole('region', { name: 'Your stay' })).toBeVisible();
  const form = page.frameLocator('iframe[title="Guest information"]');
  await form.getByLabel('Join Portico Rewards and earn points for this stay').check();
  await expect(form.getByLabel('Country or region')).toBeVisible();
  await expectNoViolations(page);

  // Continue with nothing typed: every field says what it needs, and focus goes to the first.
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
});

test('a keyboard-only guest fills the guest-info overlay from the booking page', async ({ page }) => {
  await page.goto(`/reservation/rateListMenu.mi?${bookingSearch(24)}`);
  await page.getByRole('button', { name: /^Select / }).first().click();
  const form = page.frameLocator('iframe[title="Guest information"]');
  await expect(form.getByLabel('First name')).toBeVisible();
  // The inline form takes no focus as it loads: the page keeps it.
  await expect(form.getByLabel('First name')).not.toBeFocused();
  await form.getByLabel('First name').focus();
  await page.keyboard.type('Maya');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Last name')).toBeFocused();
  await page.keyboard.type('Lindqvist');
  await expect(form.getByLabel('First name')).toHaveValue('Maya');
});

test('the bridge inspector has no axe violations, folded, open with messages and filtered, and is used by keyboard', async ({ page }) => {
  await page.goto('/?bridgeDebug=1');
  const inspector = page.getByRole('complementary', { name: 'Bridge inspector' });
  await expect(inspector.getByRole('table')).toBeVisible();
  const frame = await openSignIn(page);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(inspector.getByRole('row').filter({ hasText: 'close' }).first()).toBeVisible();
  await expectNoViolations(page);
  await inspector.getByLabel('Filter by method, frame or origin').focus();
  await page.keyboard.type('resized');
  await expect(inspector.getByRole('table')).not.toContainText('configure');
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(inspector.getByRole('button', { name: /^Show messages \(\d+\)$/ })).toHaveAttribute('aria-expanded', 'false');
  await expectNoViolations(page);
});

test('the code a lookup asks for to change the booking, its field and its refusal, have no axe violations', async ({ page }) => {
  await page.goto('/');
  await lookUp(await openLookup(page), '71234567', 'Morgan');
  const proof = page.getByRole('region', { name: 'Change this booking or pay for more' });
  await expect(proof).toBeVisible();
  await waitForHydration(page);
  await proof.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(proof.getByLabel('Code from the e-mail')).toBeFocused();
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await expect(proof.getByText('Enter the 6-digit code.')).toBeVisible();
  await expectNoViolations(page);
});
