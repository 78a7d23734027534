import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { apps, embedLoader, type AppName } from '../apps';
import type { FirstLoadFigure } from './first-loads';

/** Budgets for each app's initial JavaScript, gzip, in kB (1000 bytes): React alone is about 66 kB. */
export const JS_BUDGET_KB = Object.fromEntries(Object.entries(apps).map(([name, app]) => [name, app.budgetKb])) as Record<AppName, number>;

export type BundleRow = {
  /** An app, or the embed loader (`embed-loader`), whose one script is its whole load. */
  app: AppName | typeof embedLoader.name;
  jsFiles: number;
  jsGzipKb: number;
  jsBrotliKb: number;
  cssGzipKb: number;
  cssBrotliKb: number;
  budgetKb: number;
  withinBudget: boolean;
};

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** The files an app's index.html loads before anything else: entry script, preloaded modules, styles. */
function initialAssets(distDir: string, appName: AppName) {
  const app = apps[appName];
  const html = readFileSync(path.join(distDir, app.outDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const files = urls.map((url) => path.join(distDir, app.outDir, url.slice(app.base.length)));
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

function compressedSizes(files: string[]) {
  return files.reduce(
    (total, file) => {
      const content = readFileSync(file);
      return {
        gzip: total.gzip + gzipSync(content, { level: 9 }).length,
        brotli: total.brotli + brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    },
    { gzip: 0, brotli: 0 },
  );
}

function bundleRow(app: BundleRow['app'], js: string[], css: string[], budgetKb: number): BundleRow {
  const jsSize = compressedSizes(js);
  const cssSize = compressedSizes(css);
  return {
    app,
    jsFiles: js.length,
    jsGzipKb: kb(jsSize.gzip),
    jsBrotliKb: kb(jsSize.brotli),
    cssGzipKb: kb(cssSize.gzip),
    cssBrotliKb: kb(cssSize.brotli),
    budgetKb,
    withinBudget: jsSize.gzip <= budgetKb * 1000,
  };
}

/**
 * What each app's index.html loads, then the embed loader's one file (which other teams' pages load, so
 * it stays small): the part of a first load the build can weigh alone, so `npm run build` refuses it
 * over budget at once. The chunks a page asks for as it starts come on top (`measureBundles`).
 */
export function measureEntryBundles(distDir = path.resolve('dist')): BundleRow[] {
  const appRows = (Object.keys(apps) as AppName[]).map((app) => {
    const { js, css } = initialAssets(distDir, app);
    return bundleRow(app, js, css, JS_BUDGET_KB[app]);
  });
  const loader = path.join(distDir, embedLoader.outDir, `${embedLoader.fileName}.js`);
  return [...appRows, bundleRow(embedLoader.name, [loader], [], embedLoader.budgetKb)];
}

export type FirstLoadRow = Omit<BundleRow, 'withinBudget'> & {
  /** Scripts of the app a browser fetched until the network was quiet (bench/first-loads.ts). */
  firstLoadScripts: number;
  firstLoadGzipKb: number;
  /** The budget is the browser's figure's: every script it fetched, not only index.html's. */
  withinBudget: boolean;
};

/**
 * Each app's entry figures beside its first load as a browser fetched it; the embed loader's one file is
 * its whole load. The budget is judged on the browser's figure.
 */
export function withFirstLoads(rows: BundleRow[], loads: Record<AppName, FirstLoadFigure>): FirstLoadRow[] {
  return rows.map((row) => {
    const load = row.app === embedLoader.name ? { scripts: row.jsFiles, gzipKb: row.jsGzipKb } : loads[row.app];
    return { ...row, firstLoadScripts: load.scripts, firstLoadGzipKb: load.gzipKb, withinBudget: load.gzipKb <= row.budgetKb };
  });
}

/** Every app's first load in Chromium (bench/first-loads.ts), against the built product in dist/. */
function measureFirstLoadsInBrowser(): Record<AppName, FirstLoadFigure> {
  // A process of its own: the bench runner takes this table synchronously, and a server and a browser
  // cannot be driven inside one synchronous call.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/first-loads.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 600_000 });
  if (run.status !== 0) throw new Error(`measuring the first loads in a browser failed (exit ${run.status ?? run.signal})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<AppName, FirstLoadFigure>;
}

/** The bench's table (`npx tsx bench/run.ts bundles`): each app's entry and, beside it, its first load as a browser fetches it. */
export function measureBundles(distDir = path.resolve('dist')): FirstLoadRow[] {
  return withFirstLoads(measureEntryBundles(distDir), measureFirstLoadsInBrowser());
}

/** Host pages that must come as chunks of their own, never in the first page's scripts (the booking issue's rule). */
export const HOST_ROUTE_CHUNKS = [
  'rate-list-page',
  'guest-info-page',
  'review-details-page',
  'confirmation-page',
  'unsuccessful-sell-page',
  'products-unavailable-page',
  'join-and-save-page',
  'save-to-my-trips-page',
  'top-up-points-page',
  'availability-page',
  'availability-calendar-page',
] as const;

export type RouteChunkRow = { page: string; jsFiles: number; jsGzipKb: number; ownChunk: boolean };

/**
 * Each named host page's own script (Vite names a lazy route's chunk after its module) and whether it
 * stays out of the first load: a page folded into the entry would pass the budget yet cost every visitor.
 */
export function measureRouteChunks(distDir = path.resolve('dist'), pages: readonly string[] = HOST_ROUTE_CHUNKS): RouteChunkRow[] {
  const assets = path.join(distDir, apps.host.outDir, 'assets');
  const initial = new Set(initialAssets(distDir, 'host').js.map((file) => path.basename(file)));
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return pages.map((page) => {
    const own = scripts.filter((file) => new RegExp(`^${page}-[\\w-]+\\.js$`).test(file));
    return {
      page,
      jsFiles: own.length,
      jsGzipKb: kb(compressedSizes(own.map((file) => path.join(assets, file))).gzip),
      ownChunk: own.length > 0 && own.every((file) => !initial.has(file)),
    };
  });
}

export type LazyChunkRow = { app: AppName; chunk: string; jsGzipKb: number };

/**
 * An app's scripts outside its first load, largest first: what a guest downloads when a part opens (the
 * guest-info overlay's form, enrollment, travel agent, insurance). The first load alone is the budget's;
 * this shows what follows it.
 */
export function measureLazyChunks(app: AppName, distDir = path.resolve('dist')): LazyChunkRow[] {
  const assets = path.join(distDir, apps[app].outDir, 'assets');
  const initial = new Set(initialAssets(distDir, app).js.map((file) => path.basename(file)));
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js') && !initial.has(file))
    .map((file) => ({ app, chunk: file.replace(/-[\w-]{8}\.js$/, ''), jsGzipKb: kb(compressedSizes([path.join(assets, file)]).gzip) }))
    .sort((a, b) => b.jsGzipKb - a.jsGzipKb);
}

/** The budgets as the build and the bench hold them, in a line: gzip kB of each app's first load and the loader's. */
export function budgetSummary(): string {
  const appBudgets = Object.entries(apps).map(([name, app]) => `${name} ${app.budgetKb} kB`);
  return `gzip JS of the first load: ${[...appBudgets, `embed loader ${embedLoader.budgetKb} kB`].join(', ')}`;
}
