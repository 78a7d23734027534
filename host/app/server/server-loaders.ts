import type { LoaderFunctionArgs, RouteObject, StaticHandlerContext } from 'react-router-dom';
import { DEFAULT_LOCALE, supportedLocaleOf } from '../../../shared/domain/locales';
import { collectPageData, type PageData, type PageDataEntries, type PageReads } from '../../../shared/ssr/page-data';

const pageDataOfRoute = (route: { handle?: unknown }): PageData | undefined => (route.handle as { pageData?: PageData } | undefined)?.pageData;

// The static handler's request context is the render's shared reads (entry-server.tsx passes one per page),
// and its request's Accept-Language the page's locale.
const loaderFor = (pageData: PageData) => ({ request, params, context }: LoaderFunctionArgs) =>
  collectPageData(
    pageData,
    { params, url: new URL(request.url), locale: supportedLocaleOf(request.headers.get('accept-language')) ?? DEFAULT_LOCALE },
    context as PageReads,
  );

/**
 * The route tree with a loader on every route that declares its page data (the browser's tree has none:
 * there SWR reads as each page mounts). A lazy route declares it in what it loads.
 */
export function withServerLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? { children: withServerLoaders(route.children) } : {};
    const declared = pageDataOfRoute(route);
    if (declared) return { ...route, loader: loaderFor(declared), ...children } as RouteObject;
    const { lazy } = route;
    if (typeof lazy === 'function') {
      return {
        ...route,
        ...children,
        lazy: async () => {
          const loaded = await lazy();
          const pageData = pageDataOfRoute(loaded);
          return pageData ? { ...loaded, loader: loaderFor(pageData) } : loaded;
        },
      } as RouteObject;
    }
    return { ...route, ...children } as RouteObject;
  });
}

/** Every matched route's reads, as one SWR fallback. */
export function pageDataOf(context: StaticHandlerContext): PageDataEntries {
  return Object.assign({}, ...Object.values(context.loaderData ?? {}).filter((data): data is PageDataEntries => typeof data === 'object' && data !== null));
}
