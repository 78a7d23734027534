import { LOCALE_QUERY } from '../../../shared/domain/page-locale';

/**
 * This page's address in another locale: the same path and query with its `locale` set. The server
 * shows the page in it and keeps the choice in a cookie for the pages after it.
 */
export function localeHref(location: { pathname: string; search: string; hash: string }, locale: string): string {
  const query = new URLSearchParams(location.search);
  query.set(LOCALE_QUERY, locale);
  return `${location.pathname}?${query}${location.hash}`;
}
