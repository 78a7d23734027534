import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiPaths } from '../../shared/domain/paths';
import { createStandInDist } from '../testing/stand-in-dist';
import { startTestApi, type TestApi } from '../testing/test-api';

// A stand-in server renderer for the sign-in overlay (what its entry-server.tsx builds to): it reads the
// set-up call through the page's in-process fetch and writes what it was given into the root element.
const STAND_IN_RENDERER = `
export function createPageRenderer({ html }) {
  return async ({ url, fetch, preferredLocale }) => {
    const setup = await (await fetch('${authApiPaths.signInSetup}')).json();
    const root = '<div id="root"><p id="rendered">' + JSON.stringify({ path: new URL(url).pathname, preferredLocale, rememberedUser: setup.rememberedUser }) + '</p></div>';
    return { kind: 'page', status: 200, html: (async function* () { yield html.replace('<body></body>', '<body>' + root + '</body>'); })() };
  };
}`;

let api: TestApi;
let distDir: string;
beforeAll(async () => {
  distDir = await createStandInDist();
  await mkdir(path.join(distDir, 'server', 'overlays', 'sign-in'), { recursive: true });
  await writeFile(path.join(distDir, 'server', 'overlays', 'sign-in', 'entry-server.js'), STAND_IN_RENDERER);
  api = await startTestApi({ withStandInApps: true, config: { distDir } });
});
afterAll(async () => {
  await api.close();
  await rm(distDir, { recursive: true, force: true });
});

const rendered = async (response: Response) => JSON.parse(/<p id="rendered">(.*?)<\/p>/.exec(await response.text())![1]!) as Record<string, unknown>;

describe('overlay pages rendered on the server', () => {
  it('renders every page of an overlay that has a server renderer, per request, with the browser’s first language', async () => {
    for (const pagePath of ['/signInOverlay.mi', '/reservation/signInOverlay.mi']) {
      const response = await fetch(`${api.overlayUrl}${pagePath}?overlay=true`, { headers: { accept: 'text/html', 'accept-language': 'fr-ca,fr;q=0.9,en;q=0.8' } });
      expect(response.status).toBe(200);
      expect(await rendered(response)).toEqual({ path: pagePath, preferredLocale: 'fr-CA', rememberedUser: false });
    }
  });

  it('varies by cookie and language, and is kept by no shared cache', async () => {
    const response = await fetch(`${api.overlayUrl}/signInOverlay.mi`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    expect((await rendered(response)).preferredLocale).toBeNull();
  });

  it('keeps serving the plain page of an overlay without a server renderer', async () => {
    const response = await fetch(`${api.overlayUrl}/resLookupOverlay.mi?overlay=true`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('<title>Reservation-lookup overlay</title>');
    expect(text).not.toContain('id="rendered"');
  });
});

