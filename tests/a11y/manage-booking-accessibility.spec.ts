import { expect, test } from '../support/run-clock';
import { expectNoViolations } from '../support/axe';
import { LIAM, lookUp, openLookup, openSignIn, signIn, waitForHydration } from '../support/journeys';

// Fixture stays (mock-api/seed/reservation-fixtures.ts): Liam's London room 2 (14 days out), his New York room 2 (a queen room at
// the flexible rate, which better rooms are offered for) and Grace Kim's New York stay (arriving tomorrow).
const LIAM_LONDON_ROOM_2 = '82345672';
const LIAM_NEW_YORK_ROOM_2 = '82345682';
const GRACE_KIM = '91234571';

const plusDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function signInAsLiam(page: import('@playwright/test').Page) {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
}

test('the modify rate list and its confirm-changes modal have no axe violations, and Escape gives focus back to the rate chosen', async ({ page }) => {
  await signInAsLiam(page);
  await page.goto(`/reservation/upcomingReservation.mi?confirmationNumber=${LIAM_LONDON_ROOM_2}`);
  await waitForHydration(page);
  // The member's room cards, with their change, upgrade and Suite Night Award actions.
  await expect(page.getByRole('button', { name: 'Request a Suite Night Award for room 2' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Change dates or room for room 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your reservation' })).toBeVisible();
  const checkIn = await page.getByLabel('Check-in').inputValue();
  await page.getByLabel('Check-out').fill(plusDays(checkIn, 4));
  await page.getByRole('button', { name: 'Show rates for these dates' }).click();
  const select = page.getByRole('button', { name: /^Select / }).first();
  await expect(select).toBeVisible();
  await expectNoViolations(page);

  await select.click();
  const modal = page.getByRole('dialog', { name: 'Confirm your changes' });
  await expect(modal.getByRole('button', { name: 'Confirm changes' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(select).toBeFocused();

  // A form message is tied to its field.
  await page.getByLabel('Check-out').fill(checkIn);
  await page.getByRole('button', { name: 'Show rates for these dates' }).click();
  await expect(page.getByLabel('Check-out')).toBeFocused();
  await expectNoViolations(page);
});

test('the upgrade page and its modal have no axe violations', async ({ page }) => {
  await signInAsLiam(page);
  await page.goto(`/reservation/upgradeReservation.mi?confirmationNumber=${LIAM_NEW_YORK_ROOM_2}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your room' })).toBeVisible();
  const upgrade = page.getByRole('button', { name: /^Upgrade for / }).first();
  await expect(upgrade).toBeVisible();
  await expectNoViolations(page);
  await upgrade.click();
  await expect(page.getByRole('dialog', { name: 'Confirm your changes' })).toBeVisible();
  await expectNoViolations(page);
});

test('online check-in has no axe violations, and a keyboard-only guest checks in', async ({ page }) => {
  await page.goto('/');
  await lookUp(await openLookup(page), GRACE_KIM, 'Kim');
  await page.getByRole('link', { name: 'Check in now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check in online' })).toBeVisible();
  await waitForHydration(page);
  await expectNoViolations(page);
  const arrival = page.getByLabel('Arrival time');
  await arrival.focus();
  await arrival.selectOption('16:00');
  await page.getByRole('group', { name: 'Pillows' }).getByLabel('Foam pillows').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Check in now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'You are checked in online.' })).toBeVisible();
  await expectNoViolations(page);
});
