import { matchRoutes, type RouteObject } from 'react-router-dom';
import { readJsonScript } from '../../shared/ssr/json-script';
import { PAGE_DATA_ELEMENT_ID, type PageDataEntries } from '../../shared/ssr/page-data';

/** The data a server-rendered page came with, or null for a page the browser renders alone. */
export function readServerPageData(): { entries: PageDataEntries; hydratedKeys: Set<string> } | null {
  const entries = readJsonScript(PAGE_DATA_ELEMENT_ID) as PageDataEntries | null;
  if (!entries) return null;
  return { entries, hydratedKeys: new Set(Object.keys(entries)) };
}

/**
 * Loads the code of the routes the address matches and puts it on the route objects, as react-router
 * advises for lazy routes before hydrating: the router then renders the page at once, as the server did.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
