import { mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookies';
import { BOOKING_SESSION_COOKIE } from '../booking/booking-session-cookie';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

// A stand-in for dist/server/host/entry-server.js, on the contract of shared/ssr/page-renderer.ts: it
// reads who is signed in through the fetch the server gives it, and prints what it got into the shell.
const STAND_IN_RENDERER = `
export function createPageRenderer({ runtimeConfig, html }) {
  return async ({ url, fetch, locale }) => {
    const { pathname } = new URL(url);
    if (pathname === '/render-fails') throw new Error('the stand-in cannot render this page');
    if (pathname === '/moved') return { kind: 'redirect', status: 302, location: '/' };
    const answer = await fetch('/mi/phoenix-account-auth/v1/userDetails', { headers: { accept: 'application/json' } });
    const user = await answer.json();
    const body = \`<main>\${user.status} \${user.headerSubtext.consumerName ?? 'visitor'} via \${runtimeConfig.hostOrigin} in \${locale}</main>\`;
    return { kind: 'page', status: 200, html: (async function* () { yield html.replace('<body>', '<body>' + body); })() };
  };
}`;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    withStandInApps: true,
    prepareApps: async (distDir) => {
      await mkdir(path.join(distDir, 'server', 'host'), { recursive: true });
      await writeFile(path.join(distDir, 'server', 'host', 'entry-server.js'), STAND_IN_RENDERER);
    },
  });
});
afterAll(() => api.close());

const localeCookies = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith('portico_locale='));
const saveLinkCookies = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith('portico_save_link='));

const page = (pagePath: string, cookie?: string) =>
  fetch(`${api.hostUrl}${pagePath}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });

describe('host pages rendered by the app’s server renderer', () => {
  it('shows a page in the locale its address names and keeps that choice in a cookie; then the cookie, then the browser', async () => {
    const chosen = await page('/?locale=ar');
    expect(await chosen.text()).toContain(' in ar</main>');
    expect(localeCookies(chosen)).toEqual(['portico_locale=ar; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax']);

    const later = await page('/hotels/nycts-portico-times-square/overview', 'portico_locale=ar');
    expect(await later.text()).toContain(' in ar</main>');
    expect(localeCookies(later)).toEqual([]);

    const browser = await fetch(`${api.hostUrl}/`, { headers: { accept: 'text/html', 'accept-language': 'ja,en;q=0.5' } });
    expect(await browser.text()).toContain(' in ja-JP</main>');
    const unknown = await page('/?locale=fr-FR');
    expect(await unknown.text()).toContain(' in en-US</main>');
    expect(localeCookies(unknown)).toEqual([]);
  });

  it('gives a visitor one save-link token in a first-party cookie the page script can read, and keeps it while it is well formed', async () => {
    const first = await page('/hotels/nycts-portico-times-square/overview');
    const [set] = saveLinkCookies(first);
    expect(set).toMatch(/^portico_save_link=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    const kept = await page('/', set!.split(';')[0]);
    expect(saveLinkCookies(kept)).toEqual([]);
    const forged = await page('/', 'portico_save_link=not-a-token');
    expect(saveLinkCookies(forged)[0]).toMatch(/^portico_save_link=[0-9a-f]{32};/);
  });

  it('renders a visitor’s page with its reads answered in-process, private to the browser', async () => {
    const answer = await page('/hotels/nycts-portico-times-square/overview');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<main>FAILURE visitor via ');
    expect(html).toContain('<title>Host</title>');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('vary')).toMatch(/cookie/i);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('renders for the session the browser sent, and no cache may keep that page', async () => {
    const session = cookieValue(await authCalls(api).signInAsAva(), SESSION_COOKIE);
    const answer = await page('/', `${SESSION_COOKIE}=${session}`);
    expect(await answer.text()).toMatch(/<main>SUCCESS ava via /i);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps no copy of a page rendered for a visitor’s booking session either: it may hold their cart', async () => {
    const answer = await page('/', `${BOOKING_SESSION_COOKIE}=any-booking-session`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends the redirect the route tree decided', async () => {
    const answer = await page('/moved');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
  });

  it('sends the app’s shell when the render fails, for the browser to render the page itself', async () => {
    const answer = await page('/render-fails');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title>Host</title>');
    expect(html).not.toContain('<main>');
  });

  it('sends a page compressed as the browser accepts it, Brotli first, and as it is to a client that takes neither', async () => {
    const raw = (pagePath: string, acceptEncoding?: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const headers = { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        get(`${api.hostUrl}${pagePath}`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], vary: answer.headers.vary, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const brotli = await raw('/hotels/nycts-portico-times-square/overview', 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('visitor via');
    expect(brotli.vary).toBe('Cookie, Accept-Language, Accept-Encoding');

    const gzip = await raw('/', 'gzip;q=1, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('visitor via');

    const plain = await raw('/');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('visitor via');
    expect(plain.vary).toContain('Accept-Encoding');
  });

  it('compresses the app’s shell too when the render fails', async () => {
    const answer = await fetch(`${api.hostUrl}/render-fails`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toContain('<title>Host</title>');
  });
});
