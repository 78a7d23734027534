import { gzipSync } from 'node:zlib';
import { apps } from '../../apps';
import { expect, test } from '../support/run-clock';

/**
 * The host's first load as a browser makes it: every script the home page fetches until the network is
 * quiet (the entry, its preloads, the page's own chunk, the messages of its locale), each weighed gzip
 * at level 9 as the build weighs them, within the host's budget (apps.ts). The build's own table counts
 * only what index.html names; a page's lazy chunk and a locale's words come on top of that.
 */
// One width: the scripts a page fetches do not depend on it (what differs is laid out by CSS).
const width = 390;

test(`the home page's scripts, all that a browser fetches until it is idle, are within the host's budget`, async ({ page }) => {
  await page.setViewportSize({ width, height: 800 });
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  const totalKb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000;
  expect(scripts.size).toBeGreaterThan(1);
  console.log(`home first load at ${width} px: ${scripts.size} scripts, ${totalKb.toFixed(1)} kB gzip`);
  expect(totalKb).toBeLessThanOrEqual(apps.host.budgetKb);
});
