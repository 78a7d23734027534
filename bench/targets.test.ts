import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { judgeTargets } from './targets';

let resultsDir: string;
beforeEach(() => {
  resultsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-targets-'));
});
afterEach(() => rmSync(resultsDir, { recursive: true, force: true }));

const writeResult = (name: string, rows: object[], summary: object = {}) =>
  writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify({ name, measuredAt: '2026-12-07T06:00:00.000Z', machine: {}, rows, summary }));

describe('judgeTargets', () => {
  it("judges each figure of the newest results against its target, yes or no, and says which are not measured", () => {
    writeResult('api-throughput', [
      { call: 'bare graphql-yoga (ceiling)', pgliteRatio: 1 },
      { call: 'SearchProductsByProperty (GraphQL, visitor)', pgliteRatio: 0.62, pgliteP99Ms: 51, postgresRatio: 0.49, postgresP99Ms: 30 },
    ]);
    writeResult('lighthouse', [
      { page: 'home', performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
      { page: 'rate list', performance: 94, accessibility: 100, bestPractices: 96, seo: 100 },
    ]);
    const met = Object.fromEntries(judgeTargets(resultsDir).map((row) => [row.figure, [row.value, row.met]]));
    expect(met["rate search, share of bare Yoga's requests/s (PGlite)"]).toEqual([0.62, 'yes']);
    expect(met['rate search p99 (PGlite)']).toEqual([51, 'no']);
    expect(met["rate search, share of bare Yoga's requests/s (PostgreSQL)"]).toEqual([0.49, 'no']);
    expect(met['rate search p99 (PostgreSQL)']).toEqual([30, 'yes']);
    expect(met['Lighthouse performance, home (median of 3)']).toEqual([95, 'yes']);
    expect(met['Lighthouse performance, rate list (median of 3)']).toEqual([94, 'no']);
    expect(met['Lighthouse performance, guest info (median of 3)']).toEqual([null, 'not measured']);
    expect(met['Lighthouse accessibility, best practices and SEO, lowest of every page']).toEqual([96, 'no']);
    expect(met['first load of host, every script a browser fetches (gzip kB)']).toEqual([null, 'not measured']);
  });
});
