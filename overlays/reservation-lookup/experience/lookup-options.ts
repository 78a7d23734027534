import type { OverlayOptions } from '../../../bridge';
import { DEFAULT_LOCALE, normalizeLocale } from '../../../shared/domain/locales';
import { parseLookupVariant, type LookupVariant } from '../../../shared/reservations/lookup-variants';

/** The overlay's options, checked: what the page's query said, then whatever the host configured. */
export type LookupOptions = { locale: string; variant: LookupVariant };

/** Options of a page opened by URL: `locale` and `variant` from its query. */
export function lookupOptionsFromPage(query: URLSearchParams): LookupOptions {
  return {
    locale: normalizeLocale(query.get('locale')) ?? normalizeLocale(navigator.language) ?? DEFAULT_LOCALE,
    variant: parseLookupVariant(query.get('variant')),
  };
}

/** The host's `configure` wins over the query; a malformed locale or unknown variant keeps the current one. */
export function lookupOptionsFromHost(options: OverlayOptions, current: LookupOptions): LookupOptions {
  return {
    locale: normalizeLocale(options.locale) ?? current.locale,
    variant: parseLookupVariant(options.variant, current.variant),
  };
}
