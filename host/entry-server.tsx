import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { provideRuntimeConfigToServerRender } from '../shared/domain/runtime-config';
import { answerPageFetchWith } from '../shared/ssr/page-fetch';
import type { InProcessFetch, PageRendererModule, PageRenderer, RenderedPage } from '../shared/ssr/page-renderer';
import { splitPageTemplate, pageDataScript } from './app/server/page-template';
import { withServerLoaders, pageDataOf } from './app/server/server-loaders';

/**
 * The host's pages rendered on the server: the browser's own route tree, each matched route's reads run
 * in-process as its loader, then React streams the page into the built index.html with the data beside
 * it for SWR, so the browser hydrates without reading anything again.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = ({ runtimeConfig, html }) => {
  provideRuntimeConfigToServerRender(runtimeConfig);
  const pageFetch = new AsyncLocalStorage<InProcessFetch>();
  answerPageFetchWith(() => pageFetch.getStore());
  const template = splitPageTemplate(html);
  // The app's modules read the config as they load, so they load once it is in place.
  const app = import('./app/server/server-app').then(({ hostRoutes, HostApp }) => ({
    HostApp,
    // One handler for every request: a lazy route's code, once loaded, stays on its route.
    handler: createStaticHandler(withServerLoaders(hostRoutes as RouteObject[])),
  }));

  const render: PageRenderer = async ({ url, fetch }) => {
    const { handler, HostApp } = await app;
    const context = await pageFetch.run(fetch, () => handler.query(new Request(url), { requestContext: new Map() }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const entries = pageDataOf(context);
    const router = createStaticRouter(handler.dataRoutes, context);
    const stream = await renderStream(
      <StrictMode>
        <HostApp pageData={entries} hydratedKeys={new Set(Object.keys(entries))}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HostApp>
      </StrictMode>,
    );
    const isNotFound = context.matches.at(-1)?.route.path === '*';
    return { kind: 'page', status: isNotFound ? 404 : context.statusCode, html: page(template, stream, pageDataScript(entries)) } satisfies RenderedPage;
  };
  return render;
};

/** React's stream once its shell is ready (every page's data is read before rendering, so that is all of it). */
function renderStream(element: ReactNode): Promise<PassThrough> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const { pipe } = renderToPipeableStream(element, {
      onShellReady: () => resolve(pipe(output)),
      onShellError: reject,
      onError: (error) => {
        console.error('server render failed', error);
      },
    });
  });
}

async function* page(template: ReturnType<typeof splitPageTemplate>, body: PassThrough, dataScript: string): AsyncIterable<string> {
  yield template.beforeRoot;
  for await (const chunk of body) yield typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  yield template.afterRoot.replace('</body>', `${dataScript}</body>`);
}
