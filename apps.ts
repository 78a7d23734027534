import { overlayRegistry, type OverlayName } from './shared/domain/overlay-registry';

type App = { root: string; base: string; outDir: string; budgetKb: number };

/** An overlay's app is built from its registry folder and served at the same path on the overlay origin. */
const overlayApp = (entry: string, budgetKb: number): App => ({ root: entry, base: `/${entry}/`, outDir: entry, budgetKb });

/**
 * The separately built front-end apps: the host, and one per overlay of the overlay registry
 * (shared/domain/overlay-registry.ts), which is where an overlay is added. mock-api/http/serve-apps.ts
 * serves `dist/{outDir}` at `base`; `budgetKb` is the gzip budget of each app's first load.
 */
export const apps = {
  host: { root: 'host', base: '/', outDir: 'host', budgetKb: 150 },
  ...(Object.fromEntries(
    Object.entries(overlayRegistry).map(([name, overlay]) => [name, overlayApp(overlay.entry, overlay.budgetKb)]),
  ) as Record<OverlayName, App>),
} satisfies Record<string, App>;

export type AppName = keyof typeof apps;

export function isAppName(name: string): name is AppName {
  return name in apps;
}
