import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, supportedLocaleOf } from '../domain/locales';
import { provideRuntimeConfigToServerRender } from '../domain/runtime-config';
import { allMessageAreas } from '../i18n/generated/all-areas';
import { loadAreas, messagesFor, type Messages } from '../i18n/messages';
import { renderPagesOnClock } from '../time/current-instant';
import { jsonScriptElement } from './json-script';
import { OVERLAY_PAGE_ELEMENT_ID, serverOverlayPageFor, type ServerOverlayPage } from './overlay-page';
import { answerPageFetchWith } from './page-fetch';
import type { InProcessFetch, PageRenderer, PageRendererModule } from './page-renderer';
import { splitPageTemplate, templateInLocale, type DocumentHead } from './page-template';
import { streamPage } from './stream-page';

/**
 * One overlay page as its app renders it on the server: what it read for the page (reads go through
 * `pageFetch`, answered in-process) and the element to render, both from the same `page`.
 */
export type OverlayPageRender<Page extends ServerOverlayPage> = (url: URL, page: ServerOverlayPage) => Promise<{ page: Page; element: ReactNode }>;

/**
 * The server renderer of an overlay app (its `entry-server.tsx`): each page rendered whole into the
 * built index.html, with what the server assumed and read beside it, so the browser hydrates from the
 * same state. `loadRender` imports the app once the runtime config is in place, as its modules read it
 * when they load.
 */
export function createOverlayPageRenderer<Page extends ServerOverlayPage>(
  { runtimeConfig, html, clock }: Parameters<PageRendererModule['createPageRenderer']>[0],
  loadRender: () => Promise<OverlayPageRender<Page>>,
  /** The page's title and description in its locale, from the app's own catalogue area. */
  headOf: (t: Messages['t']) => DocumentHead,
): PageRenderer {
  provideRuntimeConfigToServerRender(runtimeConfig);
  renderPagesOnClock(clock);
  const pageFetch = new AsyncLocalStorage<InProcessFetch>();
  answerPageFetchWith(() => pageFetch.getStore());
  const template = splitPageTemplate(html);
  const app = loadRender();

  return async ({ url, fetch, preferredLocale }) => {
    const address = new URL(url);
    const basePage = serverOverlayPageFor(address, preferredLocale);
    const locale = supportedLocaleOf(basePage.locale) ?? DEFAULT_LOCALE;
    // The server holds every area's words: whatever locale the page or a later configure asks for.
    const [render] = await Promise.all([app, loadAreas(locale, allMessageAreas)]);
    const { page, element } = await pageFetch.run(fetch, () => render(address, basePage));
    // Every part of an overlay is in its first HTML: the frame paints the whole form before any script.
    const body = await streamPage(templateInLocale(template, locale, headOf(messagesFor(locale).t)), element, { tail: jsonScriptElement(OVERLAY_PAGE_ELEMENT_ID, page), waitForAll: true });
    return { kind: 'page', status: 200, html: body };
  };
}
