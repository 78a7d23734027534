import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { apps, embedLoader } from '../apps';
import { measureEntryBundles, measureLazyChunks, measureRouteChunks, withFirstLoads } from './bundle-size';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A dist folder whose apps (and the embed loader) load one script of `jsBytes` incompressible bytes each. */
function fakeDist(jsBytes: Record<string, number>) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'portico-bundles-'));
  folders.push(dist);
  for (const [app, { outDir, base }] of Object.entries(apps)) {
    mkdirSync(path.join(dist, outDir, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, outDir, 'assets', 'entry.js'), randomBytes(jsBytes[app] ?? 1000).toString('base64'));
    writeFileSync(path.join(dist, outDir, 'assets', 'style.css'), `/* ${randomBytes(2000).toString('hex')} */ body{margin:0}`);
    writeFileSync(
      path.join(dist, outDir, 'index.html'),
      `<script type="module" crossorigin src="${base}assets/entry.js"></script><link rel="stylesheet" crossorigin href="${base}assets/style.css">`,
    );
  }
  mkdirSync(path.join(dist, embedLoader.outDir));
  writeFileSync(path.join(dist, embedLoader.outDir, `${embedLoader.fileName}.js`), randomBytes(jsBytes[embedLoader.name] ?? 1000).toString('base64'));
  return dist;
}

describe('measureEntryBundles', () => {
  it('measures the initial script and stylesheet of each app, gzip and brotli', () => {
    const rows = measureEntryBundles(fakeDist({ host: 20_000, 'sign-in': 10_000 }));
    expect(rows.map((row) => [row.app, row.jsFiles, row.withinBudget])).toEqual([
      ['host', 1, true],
      ['sign-in', 1, true],
      ['reservation-lookup', 1, true],
      ['guest-info', 1, true],
      ['payment', 1, true],
      ['embed-loader', 1, true],
    ]);
    expect(rows[0]!.jsGzipKb).toBeGreaterThan(rows[1]!.jsGzipKb);
    expect(rows[0]!.cssGzipKb).toBeGreaterThan(0);
  });

  it('flags an overlay over its budget (93 kB for sign-in, 90 for the others)', () => {
    // base64 of random bytes compresses to about 3/4 of its length: 160 kB of text is about 120 kB gzip.
    const rows = measureEntryBundles(fakeDist({ host: 1000, 'sign-in': 120_000, 'reservation-lookup': 120_000 }));
    expect(rows.find((row) => row.app === 'sign-in')).toMatchObject({ withinBudget: false, budgetKb: 93 });
    expect(rows.find((row) => row.app === 'reservation-lookup')).toMatchObject({ withinBudget: false, budgetKb: 90 });
    expect(rows.find((row) => row.app === 'host')?.withinBudget).toBe(true);
  });

  it('flags the embed loader over its 8 kB budget, with no stylesheet', () => {
    // About 22 kB gzip: over the loader's budget, far under any app's.
    const rows = measureEntryBundles(fakeDist({ 'embed-loader': 16_500 }));
    expect(rows.find((row) => row.app === 'embed-loader')).toMatchObject({ withinBudget: false, budgetKb: 8, jsFiles: 1, cssGzipKb: 0 });
    expect(rows.filter((row) => row.app !== 'embed-loader').every((row) => row.withinBudget)).toBe(true);
  });

  it('finds a host page’s own chunk, and flags a page that is missing or loaded with the first page', () => {
    const dist = fakeDist({});
    const assets = path.join(dist, apps.host.outDir, 'assets');
    writeFileSync(path.join(assets, 'rate-list-page-Ab1_x.js'), randomBytes(4000).toString('base64'));
    writeFileSync(path.join(assets, 'guest-info-page-Zz9.js'), 'export {}');
    // The first page preloads the guest-info chunk: it exists, but every visitor pays for it.
    const html = path.join(dist, apps.host.outDir, 'index.html');
    writeFileSync(html, `<script type="module" src="${apps.host.base}assets/entry.js"></script><link rel="modulepreload" href="${apps.host.base}assets/guest-info-page-Zz9.js">`);
    const rows = measureRouteChunks(dist, ['rate-list-page', 'guest-info-page', 'availability-page']);
    expect(rows.map((row) => [row.page, row.jsFiles, row.ownChunk])).toEqual([
      ['rate-list-page', 1, true],
      ['guest-info-page', 1, false],
      ['availability-page', 0, false],
    ]);
    expect(rows[0]!.jsGzipKb).toBeGreaterThan(2);
  });
});

describe('withFirstLoads', () => {
  it('judges each app by what the browser fetched, and the embed loader by its one file', () => {
    const rows = measureEntryBundles(fakeDist({ 'embed-loader': 16_500 }));
    const fetched = (gzipKb: number) => ({ scripts: 7, gzipKb });
    const loads = { host: fetched(149), 'sign-in': fetched(apps['sign-in'].budgetKb + 0.1), 'reservation-lookup': fetched(12), 'guest-info': fetched(12), payment: fetched(12) };
    const table = withFirstLoads(rows, loads);
    // Each entry alone is within budget: only the browser's figure puts sign-in over.
    expect(rows.find((row) => row.app === 'sign-in')?.withinBudget).toBe(true);
    expect(table.map((row) => [row.app, row.firstLoadScripts, row.withinBudget])).toEqual([
      ['host', 7, true],
      ['sign-in', 7, false],
      ['reservation-lookup', 7, true],
      ['guest-info', 7, true],
      ['payment', 7, true],
      ['embed-loader', 1, false],
    ]);
    expect(table.find((row) => row.app === 'embed-loader')?.firstLoadGzipKb).toBe(rows.at(-1)!.jsGzipKb);
  });
});

describe('measureLazyChunks', () => {
  it('lists an app’s scripts outside its first load, largest first, by name without the hash', () => {
    const dist = fakeDist({});
    const assets = path.join(dist, apps['guest-info'].outDir, 'assets');
    writeFileSync(path.join(assets, 'enrollment-section-AbCd1234.js'), randomBytes(500).toString('base64'));
    writeFileSync(path.join(assets, 'guest-info-app-Zz_9-8y7.js'), randomBytes(5000).toString('base64'));
    expect(measureLazyChunks('guest-info', dist).map((row) => row.chunk)).toEqual(['guest-info-app', 'enrollment-section']);
  });
});
