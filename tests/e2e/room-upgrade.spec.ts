import { expect, test } from '../support/run-clock';
import { LIAM, openSignIn, signIn, waitForHydration } from '../support/journeys';

// Liam's New York order (mock-api/seed/reservation-fixtures.ts): room 1 is a One King Bed Guest Room at the flexible rate.
const LIAM_NEW_YORK_ROOM_1 = '82345681';
const UPCOMING = `/reservation/upcomingReservation.mi?confirmationNumber=${LIAM_NEW_YORK_ROOM_1}`;

test('Liam upgrades his New York room to a suite in points plus cash: the suite on the room, its cash total as before', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
  await page.goto(UPCOMING);
  await waitForHydration(page);
  const roomOne = page.getByRole('article', { name: 'Room 1' });
  const totalBefore = (await roomOne.getByText(/^\$[\d,]+\.\d\d$/).textContent()) ?? '';
  await roomOne.getByRole('link', { name: 'Upgrade your room for room 1' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your room' })).toBeVisible();
  await expect(page.getByText(/^You have [\d,]+ points\.$/)).toBeVisible();
  const suite = page.getByRole('region', { name: 'One-Bedroom Suite' });
  await expect(suite.getByRole('button', { name: /^Upgrade for \$[\d,.]+ more: One-Bedroom Suite$/ })).toBeVisible();
  await suite.getByRole('button', { name: /^Upgrade for [\d,]+ points: One-Bedroom Suite$/ }).click();

  const modal = page.getByRole('dialog', { name: 'Confirm your changes' });
  await expect(modal.getByRole('region', { name: 'Updated reservation' })).toContainText('One-Bedroom Suite');
  // The cash stays as booked: the points are the whole difference.
  await expect(modal.getByText(/^Price difference: [\d,]+ points more$/)).toBeVisible();
  await modal.getByRole('button', { name: 'Confirm changes' }).click();

  await expect(page).toHaveURL(UPCOMING);
  await expect(page.getByRole('status').filter({ hasText: 'Your room is upgraded.' })).toBeVisible();
  await expect(roomOne).toContainText('One-Bedroom Suite');
  await expect(roomOne).toContainText(totalBefore);
  await page.reload();
  await expect(roomOne).toContainText('One-Bedroom Suite');
});
