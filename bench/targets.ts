import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { embedLoader } from '../apps';
import { report } from './support/results';

type Row = Record<string, unknown>;
type Results = { rows: Row[]; summary: Row };

/** One figure the product promises: where a benchmark's results hold it, and what it must be. */
type Target = { figure: string; bench: string; target: string; read(results: Results): number | undefined; isMet(value: number): boolean };

const numberOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : undefined);
const rowWhere = (results: Results, key: string, matches: (value: string) => boolean) => results.rows.find((row) => typeof row[key] === 'string' && matches(row[key] as string));
const summaryStartingWith = (results: Results, start: string) => numberOf(Object.entries(results.summary).find(([key]) => key.startsWith(start))?.[1]);

const RATE_SEARCH = (call: string) => call.startsWith('SearchProductsByProperty') && call.includes('visitor');

function rateSearchTargets(): Target[] {
  return (['pglite', 'postgres'] as const).flatMap((database) => {
    const on = database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    return [
      {
        figure: `rate search, share of bare Yoga's requests/s (${on})`,
        bench: 'api-throughput',
        target: '>= 0.5',
        read: (results) => numberOf(rowWhere(results, 'call', RATE_SEARCH)?.[`${database}Ratio`]),
        isMet: (value) => value >= 0.5,
      },
      {
        figure: `rate search p99 (${on})`,
        bench: 'api-throughput',
        target: '< 50 ms',
        read: (results) => numberOf(rowWhere(results, 'call', RATE_SEARCH)?.[`${database}P99Ms`]),
        isMet: (value) => value < 50,
      },
    ];
  });
}

const LIGHTHOUSE_PAGES = ['home', 'hotel overview', 'rate list', 'guest info', 'confirmation'];

function lighthouseTargets(): Target[] {
  return [
    ...LIGHTHOUSE_PAGES.map(
      (page): Target => ({
        figure: `Lighthouse performance, ${page} (median of 3)`,
        bench: 'lighthouse',
        target: '>= 95',
        read: (results) => numberOf(rowWhere(results, 'page', (name) => name === page)?.performance),
        isMet: (value) => value >= 95,
      }),
    ),
    {
      figure: 'Lighthouse accessibility, best practices and SEO, lowest of every page',
      bench: 'lighthouse',
      target: '100',
      read: (results) =>
        results.rows.length === 0 ? undefined : Math.min(...results.rows.flatMap((row) => ['accessibility', 'bestPractices', 'seo'].map((key) => numberOf(row[key]) ?? 0))),
      isMet: (value) => value === 100,
    },
  ];
}

// The first-load targets; the build's own fences (apps.ts, overlay-registry.ts) sit above them while an app is over.
const BUDGETED_APPS: [app: string, budgetKb: number][] = [
  ['host', 150],
  ['sign-in', 90],
  ['reservation-lookup', 90],
  ['guest-info', 90],
  ['payment', 90],
  [embedLoader.name, embedLoader.budgetKb],
];

function budgetTargets(): Target[] {
  return BUDGETED_APPS.map(([app, budgetKb]) => ({
    figure: `first load of ${app}, every script a browser fetches (gzip kB)`,
    bench: 'bundle-size',
    target: `<= ${budgetKb}`,
    read: (results) => numberOf(rowWhere(results, 'app', (name) => name === app)?.firstLoadGzipKb),
    isMet: (value) => value <= budgetKb,
  }));
}

const TARGETS: Target[] = [
  ...rateSearchTargets(),
  {
    figure: 'rate search p50, 1,000 to 1,000,000 inventory rows (growth)',
    bench: 'growth',
    target: '<= 2x',
    read: (results) => summaryStartingWith(results, 'SearchProductsByProperty p50 growth'),
    isMet: (value) => value <= 2,
  },
  ...lighthouseTargets(),
  ...budgetTargets(),
  {
    figure: "sign-in overlay cold open over its page loaded on its own, to a usable login field (browser's clock, p50)",
    bench: 'embed-open',
    target: '<= 1.3x',
    read: (results) => summaryStartingWith(results, 'our host cold open / the page on its own'),
    isMet: (value) => value <= 1.3,
  },
  {
    figure: "sign-in overlay preloaded open, to a usable login field (browser's clock, p50, ms)",
    bench: 'embed-open',
    target: '< 100 ms',
    read: (results) => summaryStartingWith(results, 'our host preloaded open'),
    isMet: (value) => value < 100,
  },
];

function readResults(resultsDir: string, bench: string): Results | undefined {
  const file = path.join(resultsDir, `${bench}.json`);
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<Results>;
  return { rows: json.rows ?? [], summary: json.summary ?? {} };
}

export type TargetRow = { figure: string; value: number | null; target: string; met: 'yes' | 'no' | 'not measured'; bench: string };

/** Every target beside the figure bench/results holds for it now, met or not (null: not measured yet). */
export function judgeTargets(resultsDir = 'bench/results'): TargetRow[] {
  return TARGETS.map(({ figure, bench, target, read, isMet }) => {
    const results = readResults(resultsDir, bench);
    const value = results ? read(results) : undefined;
    return { figure, value: value ?? null, target, met: value === undefined ? 'not measured' : isMet(value) ? 'yes' : 'no', bench };
  });
}

/** Prints the targets table, yes or no on each row, and writes it to bench/results/targets.json. */
export function reportTargets(): TargetRow[] {
  const rows = judgeTargets();
  const missed = rows.filter((row) => row.met !== 'yes').length;
  report('targets', rows, { rule: 'each figure from the newest run of its benchmark in bench/results', missed: `${missed} of ${rows.length}` });
  return rows;
}
