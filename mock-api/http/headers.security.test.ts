import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_HOST_ORIGIN, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ withStandInApps: true });
});
afterAll(() => api.close());

type Probe = { method: 'GET' | 'POST'; path: string; accept?: string; body?: string; contentType?: string };

// Every kind of answer each site gives: pages, assets, API successes, client errors, not found.
const probes: Probe[] = [
  { method: 'GET', path: '/', accept: 'text/html' },
  { method: 'GET', path: '/hotels/nycts-portico-times-square/overview', accept: 'text/html' },
  { method: 'GET', path: '/signInOverlay.mi', accept: 'text/html' },
  { method: 'GET', path: '/resLookupOverlay.mi?overlay=true', accept: 'text/html' },
  { method: 'GET', path: '/assets/app-abc123.js' },
  { method: 'GET', path: '/overlays/sign-in/assets/app-def456.js' },
  { method: 'GET', path: '/mi/phoenix-account-auth/v1/userDetails' },
  { method: 'GET', path: '/mi/phoenix-account-auth/v1/encryptionKey/credential' },
  { method: 'POST', path: '/mi/phoenix-account-auth/v1/loginWithCredentials', body: 'userId=x', contentType: 'application/x-www-form-urlencoded' },
  { method: 'POST', path: '/mi/phoenix-account-auth/v1/loginWithCredentials', body: '{', contentType: 'application/json' },
  { method: 'POST', path: '/mi/graphql/HotelList', body: '{"operationName":"HotelList","query":"query HotelList { properties { id } }"}', contentType: 'application/json' },
  { method: 'POST', path: '/mi/graphql/HotelList', body: 'not json', contentType: 'application/json' },
  { method: 'GET', path: '/mi/phoenix-account-auth/v1/signInSetup?clientId=summer-escape' },
  { method: 'GET', path: '/mi/phoenix-account-auth/v1/signInSetup?clientId=%20' },
  { method: 'POST', path: '/mi/phoenix-account-auth/v1/clearRememberedUser' },
  { method: 'POST', path: '/aries-common/v1/dataLayer.comp', body: '{"context":{"pageURI":"/"}}', contentType: 'application/json' },
  { method: 'POST', path: '/aries-common/v1/dataLayer.comp', body: '{}', contentType: 'application/json' },
  { method: 'POST', path: '/mi/account/api/logger', body: '{"message":"hello"}', contentType: 'application/json' },
  { method: 'GET', path: '/aries-common/v1/dataLayer.comp', accept: 'text/html' },
  { method: 'GET', path: '/no/such/file.js' },
  {
    method: 'POST',
    path: '/mi/content/v1/search?limit=5&defaultLocale=true',
    body: '{"includeLink":false,"locales":["en_US"],"navIds":[],"taxonomies":["property-logos","N","NYCTS"],"types":["image"]}',
    contentType: 'application/json',
  },
  { method: 'POST', path: '/mi/content/v1/search?limit=9', body: '{}', contentType: 'application/json' },
  // The tokenising call: a refusal (no booking session) on the overlay origin, not found on the host's.
  { method: 'POST', path: '/payment/v1/tokens', body: '{"cardNumber":"4111 1111 1111 1111"}', contentType: 'application/json' },
  { method: 'POST', path: '/payment/v1/tokens', body: '{', contentType: 'application/json' },
  { method: 'GET', path: '/images/hotels/nowhere-1.svg' },
  // What embedding teams' pages load: the loader and its declarations, and the origin check (refused without an Origin).
  { method: 'GET', path: '/embed/portico-embed.js' },
  { method: 'GET', path: '/embed/portico-embed.d.ts' },
  { method: 'GET', path: '/embed/v1/origin-check' },
  { method: 'GET', path: '/images/logos/..%2f..%2fpackage.json' },
];

async function probe(base: string, { method, path, accept, body, contentType }: Probe) {
  return fetch(`${base}${path}`, {
    method,
    headers: { ...(accept ? { accept } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(body ? { body } : {}),
  });
}

describe.each([
  ['host origin', () => api.hostUrl, "'none'"],
  ['overlay origin', () => api.overlayUrl, TEST_HOST_ORIGIN],
])('security headers on every response of the %s', (_site, base, frameAncestors) => {
  it.each(probes.map((item) => [`${item.method} ${item.path}${item.contentType ? ` (${item.contentType})` : ''}`, item] as const))(
    '%s',
    async (_name, item) => {
      const response = await probe(base(), item);
      expect(response.status).toBeLessThan(500);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain(`frame-ancestors ${frameAncestors}`);
      expect(csp).not.toMatch(/frame-ancestors[^;]*\*/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(response.headers.get('permissions-policy')).toContain(`${feature}=()`);
      }
      // Every answer says how it may be cached; an API answer that says nothing else is never kept.
      const cacheControl = response.headers.get('cache-control');
      expect(cacheControl).toBeTruthy();
      if (['/mi/', '/aries-common/', '/payment/'].some((prefix) => item.path.startsWith(prefix))) expect(cacheControl).toMatch(/no-store|no-cache/);
    },
  );
});

describe('the image cache domain', () => {
  it('is the only other origin both sites load images from', async () => {
    const cached = await startTestApi({ config: { imageCacheDomain: 'https://images.example' } });
    try {
      for (const base of [cached.hostUrl, cached.overlayUrl]) {
        const csp = (await fetch(`${base}/mi/phoenix-account-auth/v1/userDetails`)).headers.get('content-security-policy') ?? '';
        expect(csp).toContain("img-src 'self' data: https://images.example;");
      }
    } finally {
      await cached.close();
    }
  });

  it('defaults to the host origin, and appears in every page’s runtime config', async () => {
    const response = await fetch(`${api.hostUrl}/`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toContain(`img-src 'self' data: ${TEST_HOST_ORIGIN};`);
    expect(await response.text()).toContain(`"imageCacheDomain":"${TEST_HOST_ORIGIN}"`);
  });
});

describe('the opener policy', () => {
  it('cuts every overlay page off from the window that opened it, but Portico’s own sign-in window for a partner page, which hands its sign-in back to it', async () => {
    const page = async (path: string) => (await fetch(`${api.overlayUrl}${path}`, { headers: { accept: 'text/html' } })).headers.get('cross-origin-opener-policy');
    expect(await page('/signInOverlay.mi')).toBe('same-origin');
    expect(await page('/resLookupOverlay.mi')).toBe('same-origin');
    expect(await page('/signInHandoff.mi?for=https%3A%2F%2Fpartner.example')).toBe('unsafe-none');
  });
});
