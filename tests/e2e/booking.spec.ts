import { type Page } from '@playwright/test';
import { expect, test, dayFromToday } from '../support/run-clock';
import { AVA, NYCTS_OVERVIEW, SIGN_IN_FRAME, signIn } from '../support/journeys';

/** An ISO day `days` after today (UTC), as the seed counts its nights. */

/** The visible price of the first priced rate card of the first room. */
async function firstShownPrice(page: Page): Promise<string> {
  const firstRoom = page.getByRole('list', { name: /^Rates for / }).first();
  return (await firstRoom.getByText(/^\$[\d,]+\.\d{2}$/).first().innerText()).trim();
}

test('a visitor searches NYCTS for 2 nights and 2 adults, reads both detail modals, signs in for member prices and selects a rate', async ({ page }) => {
  const checkIn = dayFromToday(20);
  const checkOut = dayFromToday(22);

  await page.goto(NYCTS_OVERVIEW);
  await page.getByRole('link', { name: 'Check availability' }).first().click();
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(checkOut);
  await page.getByLabel('Adults per room').fill('2');
  await page.getByRole('button', { name: 'Find rooms' }).click();

  await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi\?/);
  expect(new URL(page.url()).searchParams.get('numAdultsPerRoom')).toBe('2');
  await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
  await expect(page.getByText('2 nights · 1 room · 2 adults per room')).toBeVisible();
  // A visitor has the cash tab only.
  await expect(page.getByRole('tab')).toHaveText(['Cash']);

  const withoutTaxes = await firstShownPrice(page);
  await page.getByRole('switch', { name: 'Show rates with taxes' }).check();
  await expect.poll(() => firstShownPrice(page)).not.toBe(withoutTaxes);
  await page.getByRole('switch', { name: 'Show rates with taxes' }).uncheck();
  await expect.poll(() => firstShownPrice(page)).toBe(withoutTaxes);

  // Room details: features from the room codes; Escape closes it and focus comes back.
  const roomDetails = page.getByRole('button', { name: /^Room details/ }).first();
  await roomDetails.click();
  const roomDialog = page.getByRole('dialog', { name: 'One King Bed Guest Room' });
  await expect(roomDialog.getByRole('heading', { name: 'Room features' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(roomDialog).toBeHidden();
  await expect(roomDetails).toBeFocused();

  // Rate details: rules, cancellation policy and each night's price.
  await page.getByRole('button', { name: /^Rate details/ }).first().click();
  const rateDialog = page.getByRole('dialog', { name: /One King Bed Guest Room/ });
  await expect(rateDialog.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  await expect(rateDialog.getByRole('table')).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(rateDialog.getByRole('rowheader', { name: /^\w{3}, \w{3} \d{1,2}, \d{4}$/ })).toHaveCount(2);
  await expect(rateDialog.getByRole('row', { name: /^Total/ })).toContainText(/\$[\d,]+\.\d{2}/);
  await page.keyboard.press('Escape');
  await expect(rateDialog).toBeHidden();

  // The member-rate tile's sign-in: the overlay from the overlay origin, then member prices.
  await page.getByText('Members get this rate.').first().getByRole('button', { name: 'Sign in' }).click();
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await signIn(frame, AVA.email, AVA.password);
  await expect(page.getByText('Congratulations, you are getting member rates.')).toBeVisible();
  await expect(page.getByText(/Your points balance: [\d,]+ points/)).toBeVisible();
  await expect(page.getByText('Members get this rate.')).toHaveCount(0);

  // Select the member rate of the first room: a cart, then guest information with its summary.
  const firstRoom = page.getByRole('list', { name: 'Rates for One King Bed Guest Room' });
  await firstRoom.getByRole('button', { name: /^Select Member rate/ }).click();
  await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi\?cartId=[\w-]{22,}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
  const stickyBar = page.getByRole('region', { name: 'Your booking' });
  await expect(stickyBar).toContainText('Portico Times Square');
  await expect(stickyBar).toContainText(/Rooms held for 1[45]:\d{2}/);
  const summary = page.getByRole('region', { name: 'Your stay' });
  await expect(summary).toContainText('One King Bed Guest Room');
  await expect(summary).toContainText('Member rate');
  await expect(summary).toContainText('2 nights');
  await expect(summary).toContainText('1 room, 2 adults');
  // The total is in sight; each night's rate and the taxes come on request.
  await expect(summary).toContainText(/Total, taxes and fees included\$[\d,]+\.\d{2}/);
  await expect(summary.getByRole('row')).toHaveCount(0);
  await summary.getByText('Price details: each night, taxes and fees').click();
  await expect(summary.getByRole('row')).toContainText([/Night of/, /\$[\d,]+\.\d{2}/, /\$[\d,]+\.\d{2}/]);
  await expect(summary.getByRole('term').filter({ hasText: /^Taxes and fees$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
});

test('a stay over the sold-out night is not an exact match, and the closest stay is offered', async ({ page }) => {
  // The seed sells out every room at NYCTS on the night 45 days after seeding.
  const search = new URLSearchParams({
    propertyId: 'NYCTS',
    checkInDate: dayFromToday(44),
    checkOutDate: dayFromToday(46),
    numRooms: '1',
    numAdultsPerRoom: '2',
    numChildrenPerRoom: '0',
    rewardsRedemption: 'false',
  });
  const logged = page.waitForRequest((request) => request.url().endsWith('/mi/account/api/logger') && request.postData()?.includes('ERS Flexible Filter') === true);
  await page.goto(`/reservation/rateListMenu.mi?${search}`);
  await expect(page.getByText('Not an exact match, but these come close.')).toBeVisible();
  await logged;
  await expect(page.getByRole('list', { name: /^Rates for / }).first()).toBeVisible();
});
