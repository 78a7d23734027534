import { rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedApiPaths } from '../../shared/domain/embed-api';
import { createStandInDist, STAND_IN_ENGINE, STAND_IN_LOADER, STAND_IN_LOADER_DECLARATIONS } from '../testing/stand-in-dist';
import { createTestDatabase } from '../testing/test-database';
import { testApiConfig } from '../testing/test-api';
import { createMockApi, type MockApi } from '../server';
import type { Database } from '../db/database';

let db: Database;
let built: MockApi;
let unbuilt: MockApi;
const folders: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const distDir = await createStandInDist();
  const noLoaderDir = await createStandInDist({ withEmbedLoader: false });
  folders.push(distDir, noLoaderDir);
  built = await createMockApi({ config: testApiConfig({ distDir }), db });
  unbuilt = await createMockApi({ config: testApiConfig({ distDir: noLoaderDir }), db });
});
afterAll(async () => {
  await Promise.all([built.host.close(), built.overlay.close(), unbuilt.host.close(), unbuilt.overlay.close()]);
  await db.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

// As a <script crossorigin> on another team's page asks for it.
const fromAnotherSite = { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'script' };

describe('the embed loader on the overlay origin', () => {
  it('may be loaded as a script by any page on any site, and is cached for five minutes', async () => {
    const response = await built.overlay.inject({ method: 'GET', url: embedApiPaths.loader, headers: fromAnotherSite });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(STAND_IN_LOADER);
    expect(response.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sends the precompressed copy to a browser that takes gzip, with the same headers', async () => {
    const response = await built.overlay.inject({ method: 'GET', url: embedApiPaths.loader, headers: { ...fromAnotherSite, 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'text/javascript; charset=utf-8',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      vary: expect.stringMatching(/accept-encoding/i),
    });
    expect(gunzipSync(response.rawPayload).toString()).toBe(STAND_IN_LOADER);
  });

  it('serves the engine it imports on first use to any site, cached for a year as its name is its hash', async () => {
    const response = await built.overlay.inject({ method: 'GET', url: STAND_IN_ENGINE.path, headers: { ...fromAnotherSite, 'sec-fetch-mode': 'cors' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(STAND_IN_ENGINE.text);
    expect(response.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('serves the declarations beside it as text', async () => {
    const response = await built.overlay.inject({ method: 'GET', url: embedApiPaths.declarations, headers: { origin: 'https://partner.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(STAND_IN_LOADER_DECLARATIONS);
    expect(response.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300',
    });
  });

  it('answers the JSON 404 of any unknown path before a build, and for anything else under /embed/', async () => {
    for (const [api, url] of [
      [unbuilt, embedApiPaths.loader],
      [unbuilt, embedApiPaths.declarations],
      [built, '/embed/portico-embed.js.gz'],
      [built, '/embed/other.js'],
      // Only a name the build could have made: the loader's, `-engine-` and ten characters of hash.
      [built, STAND_IN_ENGINE.path.replace('-engine-', '-engine-x')],
      [built, `${STAND_IN_ENGINE.path}.map`],
      [built, '/embed/'],
    ] as const) {
      const response = await api.overlay.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: `Nothing is served at GET ${url}.` });
      // A refusal is not the loader: same-origin only, and never cached.
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is the overlay origin’s alone: the host origin answers 404', async () => {
    const response = await built.host.inject({ method: 'GET', url: embedApiPaths.loader });
    expect(response.statusCode).toBe(404);
  });
});
