import { expect, test } from '../support/run-clock';
import { waitForHydration } from '../support/journeys';

const TIMES_SQUARE = '/hotels/nycts-portico-times-square/overview';
const KINGS_CROSS = '/hotels/lonkx-portico-london-kings-cross/overview';
const PUDONG = '/hotels/shapd-portico-shanghai-pudong/overview';
const BANGKOK = '/hotels/bkkrv-portico-bangkok-riverside/overview';

/**
 * Opens a hotel page and waits until it is hydrated: the server's HTML shows the hotel at once, but the
 * view is recorded in the browser's storage by the page's script, which a visitor leaving at once never ran.
 */
async function view(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

const recentlyViewed = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Recently viewed' });

test('hotels viewed are listed newest first, without the page’s own hotel, and survive a reload', async ({ page }) => {
  await view(page, TIMES_SQUARE);
  await expect(recentlyViewed(page)).toHaveCount(0);
  await view(page, KINGS_CROSS);
  await expect(recentlyViewed(page).getByRole('link')).toHaveText(['Portico Times Square']);
  // Viewing a hotel again moves it to the front rather than adding it twice.
  await view(page, TIMES_SQUARE);
  await page.goto('/');
  await expect(recentlyViewed(page).getByRole('link')).toHaveText(['Portico Times Square', "Portico London King's Cross"]);
  await page.reload();
  await expect(recentlyViewed(page).getByRole('link')).toHaveText(['Portico Times Square', "Portico London King's Cross"]);
});

test('phones and tablets show two recently viewed hotels, desktops three', async ({ page }) => {
  for (const path of [TIMES_SQUARE, KINGS_CROSS, PUDONG, BANGKOK]) await view(page, path);
  await page.goto('/');
  const links = recentlyViewed(page).getByRole('link');
  await expect(links).toHaveCount(3);
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(links.filter({ visible: true })).toHaveCount(3);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(links.filter({ visible: true })).toHaveCount(2);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(links.filter({ visible: true })).toHaveText(['Portico Bangkok Riverside', 'Portico Shanghai Pudong']);
});
