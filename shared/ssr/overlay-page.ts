import { DEFAULT_LOCALE, normalizeLocale } from '../domain/locales';
import { readJsonScript } from './json-script';

/** The id of the JSON script element an overlay's server-rendered page carries. */
export const OVERLAY_PAGE_ELEMENT_ID = 'portico-overlay-page';

/**
 * What the server assumed when it rendered an overlay's page, written into the page so that the
 * browser's first render (the hydration) assumes the same and matches the HTML. Each overlay adds what
 * it read for the page (the sign-in set-up). What only the browser can find out shows after hydration.
 */
export type ServerOverlayPage = {
  /**
   * Rendered as inside a host's frame: the host and the embed loader ask for every overlay with
   * `overlay=true`. A page that guessed wrong is put right once hydrated.
   */
  isFramed: boolean;
  /** The page's `locale` query, else the browser's first language, else the default. */
  locale: string;
};

/** The locale an overlay page shows: its `locale` query, else the browser's language, else the default. */
export function pageLocale(query: URLSearchParams, browserLanguage: string | null | undefined): string {
  return normalizeLocale(query.get('locale')) ?? normalizeLocale(browserLanguage) ?? DEFAULT_LOCALE;
}

/** Server only: what an overlay page at `url` is rendered as. */
export function serverOverlayPageFor(url: URL, preferredLocale: string | null): ServerOverlayPage {
  return { isFramed: url.searchParams.get('overlay') === 'true', locale: pageLocale(url.searchParams, preferredLocale) };
}

/** What the server rendered this page as, or null for a page the browser renders alone. */
export function readServerOverlayPage<Page extends ServerOverlayPage>(): Page | null {
  const page = readJsonScript(OVERLAY_PAGE_ELEMENT_ID) as Page | null;
  return page && typeof page.isFramed === 'boolean' && typeof page.locale === 'string' ? page : null;
}
