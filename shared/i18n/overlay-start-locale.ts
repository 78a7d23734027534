import { DEFAULT_LOCALE, supportedLocaleOf, type SupportedLocale } from '../domain/locales';
import { pageLocale, type ServerOverlayPage } from '../ssr/overlay-page';

/**
 * The locale an overlay page starts in: the one the server rendered it in, else (a page the browser
 * renders alone) its address's `locale`, else the browser's language; its words load before it mounts.
 */
export function overlayStartLocale(serverPage: ServerOverlayPage | null, location: Pick<Location, 'search'>): SupportedLocale {
  const wanted = serverPage ? serverPage.locale : pageLocale(new URLSearchParams(location.search), navigator.language);
  return supportedLocaleOf(wanted) ?? DEFAULT_LOCALE;
}
