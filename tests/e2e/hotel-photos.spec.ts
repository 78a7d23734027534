import type { Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';

const TIMES_SQUARE = '/hotels/nycts-portico-times-square/overview';

/** Sums the page's layout shifts as the browser reports them, from the first paint on (buffered). */
function watchLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftOf = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a hotel's photos load as AVIF at a width from their srcset, and nothing moves as they arrive (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShifts(page);
    const avif = page.waitForResponse((response) => /\/images\/hotels\/nycts-\d\.avif\?/.test(response.url()));
    await page.goto(TIMES_SQUARE);
    const response = await avif;
    // What this holds is the photos' reserved boxes: shifts from before the page has its fonts and its
    // script are not theirs, and are counted from here on only.
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await page.evaluate(async () => {
      await document.fonts.ready;
      (window as unknown as { layoutShift: number }).layoutShift = 0;
    });
    expect(response.headers()['content-type']).toBe('image/avif');
    expect(response.headers()['cache-control']).toContain('immutable');

    const gallery = page.getByRole('button', { name: /photo \d of 3/ });
    await expect(gallery).toHaveCount(3);
    for (const thumbnail of await gallery.getByRole('img').all()) {
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      const { currentSrc, sources } = await thumbnail.evaluate((image: HTMLImageElement) => ({
        currentSrc: image.currentSrc,
        sources: [...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({ type: source.type, srcset: source.srcset, sizes: source.sizes })),
      }));
      expect(currentSrc).toMatch(/\/images\/hotels\/nycts-\d\.avif\?width=(480|800)&height=\d+&v=\w+$/);
      expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of sources) expect(source.srcset).toMatch(/ 480w, .+ 800w$/);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await layoutShiftOf(page)).toBeLessThan(0.1);
  });
}

test('the home page’s hero and city photos load as AVIF at a width from their srcset, the hero first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const hero = page.locator('[data-part="picture"] img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => hero.evaluate((shown: HTMLImageElement) => (shown.complete ? shown.currentSrc : ''))).toMatch(/\.avif\?width=(480|800|1200)&height=\d+&v=\w+$/);
  const cityPhoto = page.locator('li picture img').first();
  await cityPhoto.scrollIntoViewIfNeeded();
  await expect.poll(() => cityPhoto.evaluate((shown: HTMLImageElement) => (shown.complete ? shown.currentSrc : ''))).toMatch(/\.avif\?width=(480|800)&height=\d+&v=\w+$/);
});

test('the photo viewer shows a large AVIF of the photo, with the caption from the content service as its text', async ({ page }) => {
  await page.goto(TIMES_SQUARE);
  await page.getByRole('button', { name: /photo 2 of 3/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos of Portico Times Square' });
  const photo = viewer.getByRole('img', { name: 'King guest room' });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/images\/hotels\/nycts-2\.avif\?width=(800|1200|1600)&/);
  await expect(viewer.getByText('King guest room', { exact: true })).toBeVisible();
});
