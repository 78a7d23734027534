import { expect, test } from '../support/run-clock';

const TIMES_SQUARE = '/hotels/nycts-portico-times-square/overview';
const KINGS_CROSS = '/hotels/lonkx-portico-london-kings-cross/overview';

test('the hotel overview shows name, address with a map link and phone, read through GraphQL', async ({ page }) => {
  // A page opened from its address comes rendered on the server (server-rendering.spec.ts); moving on
  // within the site, the browser reads the next hotel itself.
  await page.goto('/');
  await page.getByRole('link', { name: 'New York' }).click();
  const operation = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/mi/graphql/HotelOverview'));
  await page.getByRole('link', { name: 'Portico Times Square', exact: true }).click();
  const request = await operation;
  expect(request.headers()['x-requested-by']).toBe('portico-host');
  expect(request.headers()['x-operation-name']).toBe('HotelOverview');
  // A persisted operation: its hash, never its text (the server runs nothing else), by GET so the
  // browser may keep the public answer.
  expect(request.method()).toBe('GET');
  const sent = new URL(request.url()).searchParams;
  expect(sent.get('query')).toBeNull();
  expect(JSON.parse(sent.get('extensions')!)).toEqual({ persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });

  const bar = page.getByTestId('property-bar');
  await expect(bar.getByRole('heading', { level: 1, name: 'Portico Times Square' })).toBeVisible();
  const map = bar.getByRole('link', { name: /1535 Broadway, New York, NY 10036, USA/ });
  expect(new URL((await map.getAttribute('href'))!).searchParams.get('query')).toBe('40.758,-73.9855');
  await expect(map).toHaveAttribute('target', '_blank');
  // On a desktop the phone is text; on a phone it is tap-to-call.
  await expect(bar.locator('bdi[dir="ltr"]:visible')).toHaveText('+1 212 398 1900');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(bar.getByRole('link', { name: 'Call +1 212 398 1900' })).toHaveAttribute('href', 'tel:+12123981900');
});

test('the property bar stays at the top of the window, on layer 49', async ({ page }) => {
  await page.goto(TIMES_SQUARE);
  const bar = page.getByTestId('property-bar');
  await expect(page.getByRole('heading', { name: 'Property details' })).toBeVisible();
  await expect(bar).toHaveCSS('position', 'sticky');
  await expect(bar).toHaveCSS('z-index', '49');
  await page.getByRole('heading', { name: 'Property details' }).scrollIntoViewIfNeeded();
  expect((await bar.boundingBox())?.y).toBe(0);
});

test('reviews show for NYCTS (4.5 stars, 1,250 reviews) and not for LONKX (3 reviews)', async ({ page }) => {
  await page.goto(TIMES_SQUARE);
  await page.getByTestId('property-bar').getByRole('link', { name: '4.5 of 5 stars · 1,250 reviews' }).click();
  await expect(page).toHaveURL(/\/hotels\/nycts-portico-times-square\/reviews$/);
  await expect(page.getByRole('list', { name: 'Latest reviews' }).getByRole('listitem')).not.toHaveCount(0);

  await page.goto(KINGS_CROSS);
  await expect(page.getByTestId('property-bar').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('property-bar')).not.toContainText('reviews');
  await page.goto('/hotels/lonkx-portico-london-kings-cross/reviews');
  await expect(page.getByText('This hotel does not have enough reviews yet to show a rating.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest reviews' })).toHaveCount(0);
});

test('an embedding script opens the hotel details on the home page, which loads the hotel pages’ words only then', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  const catalogue = page.waitForRequest((request) => /\/assets\/host-pages-[\w-]+\.js$/.test(request.url()));
  await page.evaluate(() => {
    const detail = { id: 'LONKX', reviewUrl: '/hotels/lonkx-portico-london-kings-cross/reviews', detailUrl: '/hotels/lonkx-portico-london-kings-cross/overview' };
    window.dispatchEvent(new CustomEvent('portico:hotel-detail', { detail }));
  });
  await catalogue;
  const dialog = page.getByRole('dialog', { name: 'Hotel details' });
  await expect(dialog.getByRole('heading', { level: 3, name: 'Property details' })).toBeVisible();
});

test('hotel details opens the quick view: compact header, sections, and a photo viewer with arrow keys', async ({ page }) => {
  await page.goto(KINGS_CROSS);
  const opener = page.getByTestId('property-bar').getByRole('button', { name: 'Hotel details' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Hotel details' });
  for (const section of ['Hotel info', 'Photos', 'Location', 'Amenities', 'Property details']) {
    await expect(dialog.getByRole('heading', { level: 3, name: section })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: 'Location (map, opens in a new tab)' })).toBeVisible();

  await dialog.getByRole('button', { name: /photo 1 of 2/ }).click();
  const viewer = page.getByRole('dialog', { name: "Photos of Portico London King's Cross" });
  await expect(viewer.getByText('Photo 1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Photo 2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Photo 1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the jewellery brand links its hotel pages to its location page, in a new tab', async ({ page }) => {
  await page.goto('/hotels/dxbbg-jewel-resort-dubai/overview');
  const name = page.getByTestId('property-bar').getByRole('link', { name: 'Jewel Resort Dubai (opens in a new tab)' });
  await expect(name).toHaveAttribute('href', '/hotels/dxbbg-jewel-resort-dubai/location');
  await expect(name).toHaveAttribute('target', '_blank');
  await page.goto('/hotels/dxbbg-jewel-resort-dubai/location');
  await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
});

test("the home page leads to each hotel by its city's results", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'London' }).click();
  await page.getByRole('link', { name: "Portico London King's Cross", exact: true }).click();
  await expect(page).toHaveURL(/\/hotels\/lonkx-portico-london-kings-cross\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: "Portico London King's Cross" })).toBeVisible();
});

test('an unknown hotel says so', async ({ page }) => {
  await page.goto('/hotels/no-such-hotel/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel not found' })).toBeVisible();
});
