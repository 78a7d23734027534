import { expect, test, type Page } from '@playwright/test';

/** How many columns the home page's link banner shows side by side at the page's width. */
async function bannerColumnsPerRow(page: Page): Promise<number> {
  const banner = page.getByRole('region', { name: 'Plan your stay' });
  const lefts = await banner.getByRole('navigation').evaluateAll((columns) => columns.map((column) => Math.round(column.getBoundingClientRect().top)));
  return lefts.filter((top) => top === lefts[0]).length;
}

test('the home page’s link banner comes from the content service and collapses to one column under 768 px and two under 992', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Plan your stay' });
  await expect(banner.getByRole('navigation')).toHaveCount(3);
  await expect(banner.getByRole('navigation', { name: 'Your bookings' }).getByRole('link', { name: 'Find a reservation' })).toHaveAttribute('href', '/reservation/lookupReservation.mi');
  expect(await bannerColumnsPerRow(page)).toBe(3);
  await page.setViewportSize({ width: 900, height: 900 });
  expect(await bannerColumnsPerRow(page)).toBe(2);
  await page.setViewportSize({ width: 700, height: 900 });
  expect(await bannerColumnsPerRow(page)).toBe(1);
});

test('in Arabic the link banner is the Arabic content, right to left', async ({ page }) => {
  await page.goto('/?locale=ar');
  const banner = page.getByRole('region', { name: 'خطط لإقامتك' });
  await expect(banner.getByRole('link', { name: 'رحلاتي' })).toBeVisible();
  const [first, second] = await banner.getByRole('navigation').evaluateAll((columns) => columns.slice(0, 2).map((column) => column.getBoundingClientRect().left));
  expect(first!).toBeGreaterThan(second!);
});
