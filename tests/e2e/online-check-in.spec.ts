import { expect, test } from '../support/run-clock';
import { lookUp, openLookup } from '../support/journeys';

// Grace Kim's stay at NYCTS (mock-api/seed/reservation-fixtures.ts) arrives the day after seeding: online check-in is open.
const GRACE_KIM = '91234571';

test('a guest with a lookup checks in online with an arrival time, a room preference and housekeeping, and can change them after', async ({ page }) => {
  await page.goto('/');
  await lookUp(await openLookup(page), GRACE_KIM, 'Kim');
  await expect(page).toHaveURL(`/reservation/upcomingReservation.mi?confirmationNumber=${GRACE_KIM}`);
  const room = page.getByRole('article', { name: 'Room 1' });
  await expect(room).toContainText('Online check-in is open: you can check in now.');
  // The content service's check-in banner leads to the same page as the room's own link.
  const banner = page.getByRole('region', { name: 'Check in before you arrive' });
  const roomCheckIn = await room.getByRole('link', { name: 'Check in now' }).getAttribute('href');
  await expect(banner.getByRole('link', { name: 'Check in online' })).toHaveAttribute('href', roomCheckIn!);
  await room.getByRole('link', { name: 'Check in now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check in online' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Online check-in' });
  // Each hour says its part of the day in the locale's own words: midnight is never evening, nor 1 PM noon.
  await expect(form.getByLabel('Arrival time').locator('option')).toContainText(['12:00 in the morning', '6:00 in the morning', '12:00 noon', '1:00 in the afternoon', '4:00 in the afternoon', '6:00 in the evening']);
  await form.getByLabel('Arrival time').selectOption('18:00');
  await form.getByRole('group', { name: 'Floor' }).getByLabel('High floor').check();
  // NYCTS runs housekeeping plan A: rooms are serviced on request, so the choice is to opt in.
  await expect(form.getByRole('group', { name: 'Housekeeping' })).toContainText('Rooms here are serviced on request.');
  await form.getByLabel('Yes, service my room every day').check();
  await form.getByRole('button', { name: 'Check in now' }).click();

  await expect(page).toHaveURL(`/reservation/upcomingReservation.mi?confirmationNumber=${GRACE_KIM}`);
  await expect(page.getByRole('status').filter({ hasText: 'You are checked in online.' })).toBeVisible();
  await expect(room).toContainText('You have checked in online. You can still change your arrival details.');
  await expect(banner).toHaveCount(0);
  await page.reload();
  await room.getByRole('link', { name: 'Change arrival details' }).click();
  await expect(page.getByLabel('Arrival time')).toHaveValue('18:00');
  await expect(page.getByRole('group', { name: 'Floor' }).getByLabel('High floor')).toBeChecked();
  await expect(page.getByLabel('Yes, service my room every day')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save arrival details' })).toBeVisible();
});
