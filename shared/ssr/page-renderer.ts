import type { SupportedLocale } from '../domain/locales';
import type { RuntimeConfig } from '../domain/runtime-config';

/**
 * The contract between a server and an app's server bundle (`dist/server/{app}/entry-server.js`), so
 * the server renders pages without importing React or the app: it loads the bundle by its path.
 */

/** Answers the app's own API calls in-process, with the page request's cookies. */
export type InProcessFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type PageRequest = {
  /** The page's address, origin included. */
  url: string;
  /** How the page's own reads reach the API: in-process, no HTTP hop. */
  fetch: InProcessFetch;
  /**
   * The browser's first language (its Accept-Language), normalised, or null: what its
   * `navigator.language` says too, for a page that shows the browser's language when its address names none.
   */
  preferredLocale: string | null;
  /** The locale the page is shown in (shared/domain/page-locale.ts): its address, the visitor's choice, the browser. */
  locale: SupportedLocale;
  /**
   * The token a server-rendered save heart puts in its link, also kept in the visitor's cookie
   * (shared/domain/save-wish-token.ts), so a heart clicked before the script ran is known as ours; null
   * on pages that have no heart.
   */
  saveLinkToken: string | null;
};

/** A rendered page: its status, and its HTML as a stream of text, or a redirect the route tree decided. */
export type RenderedPage =
  | { kind: 'page'; status: number; html: AsyncIterable<string> }
  | { kind: 'redirect'; status: number; location: string };

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;

export type PageRendererModule = {
  /**
   * Made once at start: `html` is the app's built index.html (its scripts and styles linked), which
   * each page is rendered into; `clock` is the server's, what the pages take as "now".
   */
  createPageRenderer(options: { runtimeConfig: RuntimeConfig; html: string; clock: () => Date }): PageRenderer;
};
