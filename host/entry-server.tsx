import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { provideRuntimeConfigToServerRender } from '../shared/domain/runtime-config';
import { answerPageFetchWith } from '../shared/ssr/page-fetch';
import type { InProcessFetch, PageRendererModule, PageRenderer, RenderedPage } from '../shared/ssr/page-renderer';
import { streamPage } from '../shared/ssr/stream-page';
import { renderPagesOnClock } from '../shared/time/current-instant';
import { templateInLocale } from '../shared/ssr/page-template';
import { allMessageAreas } from '../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../shared/i18n/messages';
import { hostPageTemplate, pageDataScript } from './app/server/page-template';
import { pageTitleOf } from './app/page-titles';
import { withServerLoaders, pageDataOf } from './app/server/server-loaders';

/**
 * The host's pages rendered on the server: the browser's own route tree, each matched route's reads run
 * in-process as its loader, then React streams the page into the built index.html with the data beside
 * it for SWR, so the browser hydrates without reading anything again.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = ({ runtimeConfig, html, clock }) => {
  provideRuntimeConfigToServerRender(runtimeConfig);
  renderPagesOnClock(clock);
  const pageFetch = new AsyncLocalStorage<InProcessFetch>();
  answerPageFetchWith(() => pageFetch.getStore());
  const template = hostPageTemplate(html);
  // The app's modules read the config as they load, so they load once it is in place.
  const app = import('./app/server/server-app').then(({ hostRoutes, HostApp }) => ({
    HostApp,
    // One handler for every request: a lazy route's code, once loaded, stays on its route.
    handler: createStaticHandler(withServerLoaders(hostRoutes as RouteObject[])),
  }));

  const render: PageRenderer = async ({ url, fetch, locale, saveLinkToken }) => {
    const [{ handler, HostApp }] = await Promise.all([app, loadAreas(locale, allMessageAreas)]);
    const context = await pageFetch.run(fetch, () => handler.query(new Request(url, { headers: { 'accept-language': locale } }), { requestContext: new Map() }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const entries = pageDataOf(context);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await streamPage(
      templateInLocale(template, locale, { title: pageTitleOf(new URL(url).pathname, messagesFor(locale).t), description: messagesFor(locale).t('document.description') }),
      <StrictMode>
        <HostApp pageData={entries} hydratedKeys={new Set(Object.keys(entries))} locale={locale} saveLinkToken={saveLinkToken}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HostApp>
      </StrictMode>,
      { tail: pageDataScript(entries) },
    );
    const isNotFound = context.matches.at(-1)?.route.path === '*';
    return { kind: 'page', status: isNotFound ? 404 : context.statusCode, html } satisfies RenderedPage;
  };
  return render;
};
