import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject, StaticHandlerContext } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { provideRuntimeConfigToServerRender } from '../../../shared/domain/runtime-config';
import { pageScriptModules } from './page-scripts';

const HOST_ROOT = path.resolve(import.meta.dirname, '../..');
const contextOf = (...handles: object[]) => ({ matches: handles.map((handle) => ({ route: { handle } })) }) as unknown as StaticHandlerContext;

describe('pageScriptModules', () => {
  it('names the matched routes’ modules and the site’s words in the page’s locale; a feature page’s words too', () => {
    expect(pageScriptModules(contextOf({}, { pageModules: ['features/home/home-page.tsx'] }), 'ar')).toEqual([
      'features/home/home-page.tsx',
      '../shared/i18n/compiled/ar/common.js',
      '../shared/i18n/compiled/ar/validation.js',
      '../shared/i18n/compiled/ar/host.js',
      '../shared/i18n/compiled/ar/host-search.js',
    ]);
    const feature = pageScriptModules(contextOf({}, { pageModules: ['features/booking/rate-list/rate-list-page.tsx'], speaksFeatureWords: true }), 'ja-JP');
    expect(feature).toContain('../shared/i18n/compiled/ja-JP/host-booking.js');
    expect(feature).toContain('../shared/i18n/compiled/ja-JP/refusals.js');
  });
});

const lazyRoutesOf = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [...(typeof route.lazy === 'function' ? [route] : []), ...lazyRoutesOf(route.children ?? [])]);

describe('every lazy host page', () => {
  it('names, as its page module, a file whose exports hold the component it loads', async () => {
    // The pages read the config as they load, as in the server's render.
    provideRuntimeConfigToServerRender({ hostOrigin: 'http://host.test', overlayOrigin: 'http://overlays.test', allowedHostOrigins: ['http://host.test'], signInDisabledLocales: [], imageCacheDomain: 'http://host.test', consentScriptUrl: null });
    const { hostRoutes } = await import('../routes');
    const routes = lazyRoutesOf(hostRoutes);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const loaded = (await (route.lazy as () => Promise<RouteObject>)()) as RouteObject & { handle: { pageModules: string[] } };
      const [pageModule] = loaded.handle.pageModules;
      const file = path.join(HOST_ROOT, pageModule!);
      expect(existsSync(file), `${route.path}: ${pageModule}`).toBe(true);
      const exports = Object.values((await import(file)) as Record<string, unknown>);
      // The component itself, or a route's parts (account-pages.ts: `{ JoinPage }`).
      const holdsComponent = exports.some((value) => value === loaded.Component || (typeof value === 'object' && value !== null && Object.values(value).includes(loaded.Component)));
      expect(holdsComponent, `${route.path}: ${pageModule}`).toBe(true);
    }
  }, 60_000);
});
