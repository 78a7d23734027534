import { embedApiPaths } from './shared/domain/embed-api';
import { overlayRegistry, type OverlayName } from './shared/domain/overlay-registry';

type App = { root: string; base: string; outDir: string; budgetKb: number };

/** An overlay's app is built from its registry folder and served at the same path on the overlay origin. */
const overlayApp = (entry: string, budgetKb: number): App => ({ root: entry, base: `/${entry}/`, outDir: entry, budgetKb });

/**
 * The separately built front-end apps: the host, and one per overlay of the overlay registry
 * (shared/domain/overlay-registry.ts), which is where an overlay is added. mock-api/http/serve-apps.ts
 * serves `dist/{outDir}` at `base`; `budgetKb` is the gzip budget of each app's first load, every script
 * of the app a browser fetches until the network is quiet (the host on its home page, each overlay framed
 * on the host page that opens it: tests/e2e/first-load-budget.spec.ts, and the bundle bench). The build
 * checks it at once against the scripts index.html names, which are part of that.
 */
export const apps = {
  host: { root: 'host', base: '/', outDir: 'host', budgetKb: 150 },
  ...(Object.fromEntries(
    Object.entries(overlayRegistry).map(([name, overlay]) => [name, overlayApp(overlay.entry, overlay.budgetKb)]),
  ) as Record<OverlayName, App>),
} satisfies Record<string, App>;

export type AppName = keyof typeof apps;

/** An app with this file beside its index.html is also built as a server renderer, into dist/server/{outDir}. */
export const SERVER_ENTRY = 'entry-server.tsx';

export function isAppName(name: string): name is AppName {
  return name in apps;
}

// The overlay origin serves dist/{outDir}/{fileName}.js at embedApiPaths.loader, so both come from that path.
const [, loaderFolder, loaderFile] = embedApiPaths.loader.split('/') as [string, string, string];

/**
 * The plain-script loader that embedding teams put on their own pages (`Portico.open`), from `embed/`.
 * Not an app: no HTML, but a small IIFE `dist/{outDir}/{fileName}.js` (its name never changes, so pages
 * can link it) with its `.d.ts` beside it, and the engine it imports when the page first opens or
 * preloads an overlay, `{fileName}-engine-{hash}.js` (scripts/embed-loader-config.ts).
 */
export const embedLoader = {
  name: 'embed-loader',
  entry: 'embed/portico-embed.ts',
  engineEntry: 'embed/engine.ts',
  outDir: loaderFolder,
  fileName: loaderFile.replace(/\.js$/, ''),
  /** The gzip budget of what a page loads first: the loader alone (the engine waits for a first use). */
  budgetKb: 8,
} as const;

/** What `PORTICO_APP` may name: an app, or the embed loader. */
export type BuildTarget = AppName | typeof embedLoader.name;

export const buildTargets: BuildTarget[] = [...(Object.keys(apps) as AppName[]), embedLoader.name];

export function isBuildTarget(name: string): name is BuildTarget {
  return isAppName(name) || name === embedLoader.name;
}
