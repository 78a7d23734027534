import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_EMBED_EXAMPLE_ORIGIN, E2E_HOST_ORIGIN, E2E_OVERLAY_ORIGIN } from '../../playwright.config';

const PENPAL = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/penpal/dist/penpal.min.js'), 'utf8');

export type StubOverlayOptions = {
  /** The overlay page to replace, e.g. `/signInOverlay.mi`. */
  page: string;
  /** What the stub answers `hello` with; without it the stub has no `hello`, as a protocol-1 overlay. */
  hello?: { protocol: number; oldestProtocol: number; capabilities: string[] };
  /** The content height it reports once connected. */
  height?: number;
};

/**
 * Serves, in place of an overlay page, a stand-in built on penpal alone that speaks another version of
 * the bridge protocol: without `hello` it is the protocol-1 overlay (configure and focus only); with a
 * `hello` it is whatever peer the test needs. It reports one height once connected, and records the
 * host's calls on `window.calls` for the test to read.
 */
export async function serveStubOverlay(page: Page, { page: overlayPage, hello, height = 300 }: StubOverlayOptions): Promise<void> {
  const methods = `{
    configure(options) { window.calls.push(['configure', options]); },
    focus() { window.calls.push(['focus']); },
    ${hello ? `hello(host) { window.calls.push(['hello', host]); return ${JSON.stringify(hello)}; }, ping() { window.calls.push(['ping']); },` : ''}
  }`;
  const html = `<!doctype html><html lang="en"><head><title>Stub overlay</title></head><body>
<main><h1>Stub overlay</h1><div id="content" style="height:${height}px"></div></main>
<script src="/__stub/penpal.min.js"></script>
<script>
  window.calls = [];
  const messenger = new Penpal.WindowMessenger({ remoteWindow: window.parent, allowedOrigins: ${JSON.stringify([E2E_HOST_ORIGIN, E2E_EMBED_EXAMPLE_ORIGIN])} });
  Penpal.connect({ messenger, methods: ${methods} }).promise.then((host) => host.resized(${height}));
</script></body></html>`;
  await page.route(`${E2E_OVERLAY_ORIGIN}/__stub/penpal.min.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: PENPAL }));
  await page.route((url) => url.origin === E2E_OVERLAY_ORIGIN && url.pathname === overlayPage, (route) => route.fulfill({ contentType: 'text/html', body: html }));
}
