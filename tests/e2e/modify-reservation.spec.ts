import { expect, test } from '../support/run-clock';
import { LIAM, openSignIn, signIn, waitForHydration } from '../support/journeys';

// Liam's New York order (mock-api/seed/reservation-fixtures.ts): room 1 is his, 2 nights from 21 days after seeding.
const LIAM_NEW_YORK_ROOM_1 = '82345681';
const UPCOMING = `/reservation/upcomingReservation.mi?confirmationNumber=${LIAM_NEW_YORK_ROOM_1}`;

const plusDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('Liam moves his New York room two days later and one night longer, confirms the change, and sees the new nights and price', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
  await page.goto(UPCOMING);
  await waitForHydration(page);
  const roomOne = page.getByRole('article', { name: 'Room 1' });
  await expect(roomOne).toContainText('2 nights');
  await roomOne.getByRole('link', { name: 'Change dates or room for room 1' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Change your reservation' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current reservation details' });
  await expect(current).toContainText('One King Bed Guest Room');
  await expect(current).toContainText('Flexible rate');
  // The form starts from the room's own stay; the new one is two days later and three nights long.
  const checkIn = await page.getByLabel('Check-in').inputValue();
  const newCheckIn = plusDays(checkIn, 2);
  await page.getByLabel('Check-in').fill(newCheckIn);
  await page.getByLabel('Check-out').fill(plusDays(newCheckIn, 3));
  await page.getByRole('button', { name: 'Show rates for these dates' }).click();
  await expect(page).toHaveURL(new RegExp(`checkInDate=${newCheckIn}`));

  const rates = page.getByRole('list', { name: 'Rates for One King Bed Guest Room' });
  await expect(rates).toContainText(/(more|less) than now/);
  await rates.getByRole('button', { name: 'Select Flexible rate, One King Bed Guest Room' }).click();

  const modal = page.getByRole('dialog', { name: 'Confirm your changes' });
  await expect(modal.getByRole('region', { name: 'Current reservation' })).toContainText('2 nights');
  const updated = modal.getByRole('region', { name: 'Updated reservation' });
  await expect(updated).toContainText('3 nights');
  await expect(modal).toContainText(/Price difference: \$[\d,.]+ more than now/);
  await expect(updated).toContainText(/Free cancellation until/);
  const newTotal = (await updated.getByText(/^\$[\d,]+\.\d\d$/).textContent()) ?? '';
  await modal.getByRole('button', { name: 'Confirm changes' }).click();

  await expect(page).toHaveURL(UPCOMING);
  // The page starts at what the change did, for the eye and for the screen reader.
  const changed = page.getByRole('status').filter({ hasText: 'Your reservation is changed.' });
  await expect(changed).toBeInViewport();
  await expect(page.locator('[data-page-message]')).toBeFocused();
  await expect(roomOne).toContainText('3 nights');
  await expect(roomOne).toContainText(newTotal);
  await page.reload();
  await expect(roomOne).toContainText('3 nights');
  await expect(roomOne).toContainText(newTotal);
});
