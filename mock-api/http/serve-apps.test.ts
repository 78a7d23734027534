import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryApiPaths } from '../../shared/domain/paths';
import { RUNTIME_CONFIG_MARKER } from '../../shared/domain/runtime-config';
import { startTestApi, TEST_HOST_ORIGIN, TEST_OVERLAY_ORIGIN, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ withStandInApps: true });
});
afterAll(() => api.close());

const html = { accept: 'text/html' };

/** fetch always sends an Accept header; node:http sends none unless told. */
function getWithoutAccept(url: string) {
  return new Promise<{ status: number; contentType: string }>((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '' });
      })
      .on('error', reject);
  });
}

describe('host origin', () => {
  it('serves the host app at every page path, with the runtime config in it', async () => {
    for (const pagePath of ['/', '/hotels/nycts-portico-times-square/overview', '/some/deep/link']) {
      const response = await fetch(`${api.hostUrl}${pagePath}`, { headers: html });
      expect(response.status, pagePath).toBe(200);
      const text = await response.text();
      expect(text).toContain('<title>Host</title>');
      expect(text).toContain(`"overlayOrigin":"${TEST_OVERLAY_ORIGIN}"`);
      expect(text).toContain('"signInDisabledLocales":[]');
      expect(text).not.toContain(RUNTIME_CONFIG_MARKER);
    }
  });

  it('may not be framed, and may frame only the overlay origin', async () => {
    const response = await fetch(`${api.hostUrl}/`, { headers: html });
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`frame-src ${TEST_OVERLAY_ORIGIN}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves a page to a link checker, curl and a client that sends no Accept, and JSON only to one that asks for it', async () => {
    const pagePath = '/hotels/nycts-portico-times-square/overview';
    for (const accept of ['*/*', 'text/*', 'text/html;q=0.9, application/json;q=0.5', 'image/webp,*/*;q=0.8']) {
      const response = await fetch(`${api.hostUrl}${pagePath}`, { headers: { accept } });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type'), accept).toContain('text/html');
    }
    const noAccept = await getWithoutAccept(`${api.hostUrl}${pagePath}`);
    expect(noAccept.status).toBe(200);
    expect(noAccept.contentType).toContain('text/html');
    for (const accept of ['application/json', 'application/json, text/html;q=0.5']) {
      const response = await fetch(`${api.hostUrl}${pagePath}`, { headers: { accept } });
      expect(response.status, accept).toBe(404);
      expect(await response.json()).toEqual({ message: `Nothing is served at GET ${pagePath}.` });
    }
  });

  it('answers a missing file with a JSON 404 even to a script tag or a browser, never the app', async () => {
    const missingFiles: [string, string][] = [['/assets/app-missing.js', '*/*'], ['/no-such-file.txt', 'text/html,*/*;q=0.8']];
    for (const [filePath, accept] of missingFiles) {
      const response = await fetch(`${api.hostUrl}${filePath}`, { headers: { accept } });
      expect(response.status, filePath).toBe(404);
      expect(await response.json()).toEqual({ message: `Nothing is served at GET ${filePath}.` });
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${api.hostUrl}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const response = await fetch(`${api.hostUrl}/mi/nothing-here`, { headers: html });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Nothing is served at GET /mi/nothing-here.' });
  });

  it('answers a mistyped data-layer GET with a JSON 404, not the app', async () => {
    const response = await fetch(`${api.hostUrl}${telemetryApiPaths.dataLayer}`, { headers: html });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: `Nothing is served at GET ${telemetryApiPaths.dataLayer}.` });
  });

  it('does not serve the raw index.html without its config', async () => {
    const response = await fetch(`${api.hostUrl}/index.html`);
    expect(await response.text()).not.toContain(RUNTIME_CONFIG_MARKER);
  });
});

describe('overlay origin', () => {
  it('serves the sign-in overlay at each of its page paths', async () => {
    for (const pagePath of ['/signInOverlay.mi', '/reservation/signInOverlay.mi', '/reservation/signInOverlay-signInOnly.mi', '/reservation/ersSignInOverlayRedemptionAndMemberRate.mi']) {
      const response = await fetch(`${api.overlayUrl}${pagePath}?overlay=true`, { headers: html });
      expect(response.status, pagePath).toBe(200);
      const text = await response.text();
      expect(text).toContain(`"allowedHostOrigins":["${TEST_HOST_ORIGIN}"]`);
      expect(text).toContain('"signInDisabledLocales":[]');
    }
  });

  it('serves the reservation-lookup overlay at its page path, framable only by the allowed host origins', async () => {
    const response = await fetch(`${api.overlayUrl}/resLookupOverlay.mi?overlay=true&locale=en-US`, { headers: html });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('<title>Reservation-lookup overlay</title>');
    expect(text).toContain(`"allowedHostOrigins":["${TEST_HOST_ORIGIN}"]`);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${TEST_HOST_ORIGIN}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('may be framed only by the allowed host origins', async () => {
    const response = await fetch(`${api.overlayUrl}/signInOverlay.mi`, { headers: html });
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${TEST_HOST_ORIGIN}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('serves overlay assets under /overlays/{name}/', async () => {
    const response = await fetch(`${api.overlayUrl}/overlays/sign-in/assets/app-def456.js`);
    expect(response.status).toBe(200);
  });

  it('answers 404 for pages that are not overlays', async () => {
    expect((await fetch(`${api.overlayUrl}/hotels/x/overview`, { headers: html })).status).toBe(404);
  });
});
