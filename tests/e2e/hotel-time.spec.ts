import type { Page } from '@playwright/test';
import { daysBefore, hotelTimeOn } from '../../shared/time/hotel-day';
import { formatInstant } from '../../shared/time/format-instant';
import { selectRate, stayFrom, toConfirmation } from '../support/booking-pages';
import { expect, runNow, test } from '../support/run-clock';

/**
 * One notion of hotel time: a stay's free-cancellation deadline is 16:00 on the hotel's clock two days
 * before arrival (the flexible rate), and every page writes it in the hotel's time with the zone's name,
 * whatever zone the visitor's browser is in and whatever day it is in UTC. The browser here is put in a
 * zone far from both hotels, so a page that fell back to the visitor's zone or to UTC would show it.
 */

const FLEXIBLE_FREE_DAYS = 2;

const deadlineText = (checkInDate: string, timeZone: string) =>
  formatInstant(hotelTimeOn(daysBefore(checkInDate, FLEXIBLE_FREE_DAYS), 16, timeZone), 'en-US', timeZone);

test.use({ timezoneId: 'Pacific/Auckland' });

async function expectPolicyInHotelTime(page: Page, firstDay: number, propertyId: string, timeZone: string) {
  const stay = stayFrom(firstDay, { propertyId });
  await selectRate(page, stay, 'Flexible rate');
  const policy = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(policy).toContainText(`Free cancellation until ${deadlineText(stay.checkInDate, timeZone)}.`);
  await expect(policy).not.toContainText('UTC');
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a New York stay gives its free-cancellation deadline in New York time', async ({ page }) => {
      await expectPolicyInHotelTime(page, width === 390 ? 301 : 303, 'NYCTS', 'America/New_York');
      await expect(page.getByRole('region', { name: 'Cancellation policy' })).toContainText(/4:00 PM E[SD]T/);
    });

    test('a Bangkok stay gives its free-cancellation deadline in Bangkok time', async ({ page }) => {
      await expectPolicyInHotelTime(page, width === 390 ? 305 : 307, 'BKKRV', 'Asia/Bangkok');
      await expect(page.getByRole('region', { name: 'Cancellation policy' })).toContainText('4:00 PM GMT+7');
    });
  });
}

test('the confirmation says when the stay was booked, and its free cancellation, in New York time', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const bookedDay = formatInstant(runNow(), 'en-US', 'America/New_York').split(', ').slice(0, 2).join(', ');
  await toConfirmation(page, 309);
  await expect(page.getByText(new RegExp(`^Booked on ${bookedDay}, \\d{1,2}:\\d{2} [AP]M E[SD]T at Portico Times Square\\.$`))).toBeVisible();
  const stayDetails = page.getByRole('region', { name: 'Stay details' });
  await expect(stayDetails).toContainText(`Free cancellation until ${deadlineText(stayFrom(309).checkInDate, 'America/New_York')}.`);
  await expect(page.locator('main')).not.toContainText('UTC');
});

