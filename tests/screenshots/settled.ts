import { expect, type Frame, type Page } from '@playwright/test';

/** Every image of a frame loaded and decoded, and its fonts in, so a screenshot shows the finished page. */
async function frameSettled(frame: Frame) {
  await frame.evaluate(async () => {
    const images = [...document.images];
    // A lazy image below the fold would load while a full-page screenshot is taken, or not at all.
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete ? image.decode().catch(() => undefined) : new Promise((done) => ['load', 'error'].forEach((event) => image.addEventListener(event, done, { once: true }))),
      ),
    );
    await document.fonts.ready;
  });
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/**
 * Waits for the page and each of its overlay frames to have hydrated and loaded what they show, and for
 * the page to stop growing (parts that load on their own, such as the messages about a booking): the
 * state a guest looks at. Waiting for the network to go quiet would not do: some pages keep polling.
 */
export async function settled(page: Page) {
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  // Nothing still loading: a skeleton (shared/ui/skeleton) or an overlay frame not yet sized to its form.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('iframe[data-ready="false"]')).toHaveCount(0, { timeout: 15_000 });
  // Each overlay shown has hydrated its form (the overlays mark their root as the host does).
  for (const overlay of await page.locator('iframe').filter({ visible: true }).all()) {
    await expect(overlay.contentFrame().locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  }
  // Down the page a screen at a time, as a guest reads it, so what waits to be scrolled to is drawn; then
  // back to the top, where a full-page picture starts (and a sticky bar stays at its place).
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    window.scrollTo(0, 0);
  });
  for (const frame of page.frames()) await frameSettled(frame);
  // The same height three readings in a row, a second apart.
  const heights: number[] = [];
  await expect
    .poll(async () => {
      heights.push(await pageHeight(page));
      return heights.length >= 3 && new Set(heights.slice(-3)).size === 1;
    }, { intervals: [500], timeout: 15_000 })
    .toBe(true);
}
