import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { E2E_HOST_ORIGIN, E2E_OVERLAY_ORIGIN } from '../../playwright.config';
import { openSignIn, SIGN_IN_FRAME } from '../support/journeys';

/** The file name of iframe-resizer's content-window script as the overlays' build emits it (plus a hash). */
const CONTENT_WINDOW_SCRIPT = 'iframeResizer.contentWindow';
/** The overlays' own chunk that listens for an iframe-resizer parent (bridge/iframe-resizer-compat.ts). */
const LISTENER_CHUNK = 'iframe-resizer-compat';
const PARENT_PAGE = `${E2E_HOST_ORIGIN}/iframe-resizer-parent.html`;

// A page of some other product on an allowed host origin (the overlays' frame-ancestors allow only the
// host origin), sizing its frame with iframe-resizer 4's own parent script and speaking no bridge.
const parentPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>iframe-resizer parent</title></head>
  <body>
    <iframe title="Sign in" src="${E2E_OVERLAY_ORIGIN}/signInOverlay.mi" style="width: 480px; border: 0"></iframe>
    <script src="/iframe-resizer-parent.js"></script>
    <script>iFrameResize({ checkOrigin: ['${E2E_OVERLAY_ORIGIN}'] }, 'iframe');</script>
  </body>
</html>`;

/**
 * Serves the parent page by routing, as the real server has no such page. Chromium's local-network
 * checks take a routed page for a public one, even on the host's own origin, and refuse to let it frame
 * the overlay (ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS); so the overlay origin's answers go through
 * the router too, fetched from the real server with their headers (frame-ancestors included) unchanged.
 */
async function serveParentPage(page: Page) {
  await page.route(`${E2E_OVERLAY_ORIGIN}/**`, async (route) => route.fulfill({ response: await route.fetch() }));
  await page.route(PARENT_PAGE, (route) => route.fulfill({ contentType: 'text/html', body: parentPage }));
  await page.route(`${E2E_HOST_ORIGIN}/iframe-resizer-parent.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', path: path.resolve('node_modules/iframe-resizer/js/iframeResizer.min.js') }),
  );
}

function recordRequests(page: Page, fileName: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fileName)) urls.push(request.url());
  });
  return urls;
}

test('a page that sizes its frames with iframe-resizer 4 gets the overlay’s content height', async ({ page }) => {
  const scriptRequests = recordRequests(page, CONTENT_WINDOW_SCRIPT);
  await serveParentPage(page);
  await page.goto(PARENT_PAGE);

  const frame = page.frameLocator('iframe[title="Sign in"]');
  await expect(frame.getByLabel('Email or member number')).toBeVisible();
  const iframe = page.locator('iframe[title="Sign in"]');
  const overlay = page.frame({ url: `${E2E_OVERLAY_ORIGIN}/signInOverlay.mi` })!;
  const frameHeight = () => iframe.evaluate((element) => element.getBoundingClientRect().height);
  // iframe-resizer's default measure, bodyOffset: the body's height with its margins (none here).
  const contentHeight = () => overlay.evaluate(() => document.body.offsetHeight);

  await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
  expect(await frameHeight()).toBeGreaterThan(150);
  expect(await contentHeight()).toBe(await overlay.evaluate(() => Math.ceil(document.querySelector('main')!.getBoundingClientRect().height)));
  expect(scriptRequests).toEqual([expect.stringContaining(`${E2E_OVERLAY_ORIGIN}/overlays/sign-in/assets/${CONTENT_WINDOW_SCRIPT}`)]);

  // The frame follows the content as it changes, as iframe-resizer pages expect.
  const before = await frameHeight();
  await overlay.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '300px';
    document.querySelector('main')!.append(spacer);
  });
  await expect.poll(frameHeight).toBe(before + 300);
  expect(await contentHeight()).toBe(before + 300);
});

test('on the Portico host, no overlay ever loads iframe-resizer’s script', async ({ page }) => {
  const scriptRequests = recordRequests(page, CONTENT_WINDOW_SCRIPT);
  const listenerRequests = recordRequests(page, LISTENER_CHUNK);
  await page.goto('/');
  const frame = await openSignIn(page);
  await expect(frame.getByLabel('Password', { exact: true })).toBeVisible();
  // The overlay listens for an iframe-resizer parent (and has asked the host for its init), in vain.
  await expect.poll(() => listenerRequests.length).toBeGreaterThan(0);
  await expect.poll(() => page.locator(SIGN_IN_FRAME).evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(150);
  expect(scriptRequests).toEqual([]);
});
