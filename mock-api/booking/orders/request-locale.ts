import { DEFAULT_LOCALE } from '../../../shared/domain/locales';
import { firstAcceptedLocale } from '../../http/accept-language';

/**
 * The locale the API's texts print amounts and dates in: the first of the request's Accept-Language,
 * when Intl can use it, else the site's default. A tag our pattern lets through but Intl refuses would
 * otherwise throw in the middle of a booking.
 */
export function textLocaleOf(acceptLanguage: string | null): string {
  const locale = firstAcceptedLocale(acceptLanguage ?? undefined);
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
