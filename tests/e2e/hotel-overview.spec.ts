import { expect, test } from '@playwright/test';

test('the hotel overview shows name, address and phone read through GraphQL', async ({ page }) => {
  const operation = page.waitForRequest((request) => request.url().endsWith('/mi/graphql/HotelOverview'));
  await page.goto('/hotels/nycts-portico-times-square/overview');
  const request = await operation;
  expect(request.headers()['x-requested-by']).toBe('portico-host');
  expect(request.headers()['x-operation-name']).toBe('HotelOverview');

  await expect(page.getByRole('heading', { level: 1, name: 'Portico Times Square' })).toBeVisible();
  const address = page.locator('address');
  await expect(address).toContainText('1535 Broadway');
  await expect(address).toContainText('New York, NY 10036');
  await expect(page.getByRole('link', { name: '+1 212-398-1900' })).toHaveAttribute('href', 'tel:+12123981900');
});

test('the home page links to each hotel', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Portico London King's Cross" }).click();
  await expect(page).toHaveURL(/\/hotels\/lonkx-portico-london-kings-cross\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: "Portico London King's Cross" })).toBeVisible();
});

test('an unknown hotel says so', async ({ page }) => {
  await page.goto('/hotels/no-such-hotel/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel not found' })).toBeVisible();
});
