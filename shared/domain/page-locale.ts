import { DEFAULT_LOCALE, supportedLocaleOf, type SupportedLocale } from './locales';

/** The cookie that keeps the locale a visitor chose (issue 22: in a cookie and in the address). */
export const LOCALE_COOKIE = 'portico_locale';

/** The address's name for the locale, as the language selector's links and the overlays' addresses carry it. */
export const LOCALE_QUERY = 'locale';

export type PageLocaleSources = {
  /** The page address's `locale` query, if any. */
  query: string | null;
  /** The locale cookie, if any. */
  cookie: string | null | undefined;
  /** The browser's first language (Accept-Language). */
  browser: string | null | undefined;
};

/**
 * The locale a page is shown in: the one its address names, else the one the visitor chose before (the
 * cookie), else the browser's language, each read as the nearest supported locale; else en-US.
 */
export function pageLocaleOf({ query, cookie, browser }: PageLocaleSources): SupportedLocale {
  return supportedLocaleOf(query) ?? supportedLocaleOf(cookie) ?? supportedLocaleOf(browser) ?? DEFAULT_LOCALE;
}
