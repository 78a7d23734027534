import type { OverlayOptions } from '../../../bridge';
import { normalizeLocale } from '../../../shared/domain/locales';
import { pageLocale } from '../../../shared/ssr/overlay-page';
import { parseLookupVariant, type LookupVariant } from '../../../shared/reservations/lookup-variants';

/** The overlay's options, checked: what the page's query said, then whatever the host configured. */
export type LookupOptions = { locale: string; variant: LookupVariant };

/** Options of a page opened by URL: `locale` (else the browser's language) and `variant` from its query. */
export function lookupOptionsFromPage(query: URLSearchParams, browserLanguage: string | null): LookupOptions {
  return {
    locale: pageLocale(query, browserLanguage),
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
