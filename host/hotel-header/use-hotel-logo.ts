import useSWR from 'swr';
import { CONTENT_SEARCH_LIMIT, hotelLogoTaxonomies, type ContentSearchRequest, type ContentSearchResponse } from '../../shared/domain/content-search';
import { pickHotelLogo } from '../../shared/domain/hotel-header';
import { contentApiPaths } from '../../shared/domain/paths';
import { logToServer } from '../../shared/telemetry/client-log';
import { config } from '../services/config';

/** The content service files entries under underscore locales (en_US). */
const contentLocale = (locale: string) => locale.replace('-', '_');

async function fetchHotelLogo([, propertyId]: readonly [string, string]): Promise<string | null> {
  const body: ContentSearchRequest = {
    includeLink: true,
    locales: [contentLocale(config.locale)],
    navIds: [],
    taxonomies: hotelLogoTaxonomies(propertyId),
    types: ['image'],
  };
  const query = new URLSearchParams({ limit: String(CONTENT_SEARCH_LIMIT), defaultLocale: 'true' });
  try {
    const response = await fetch(`${contentApiPaths.search}?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return pickHotelLogo(((await response.json()) as ContentSearchResponse).entries);
  } catch (error) {
    // Spec 8: header data failures are logged, with no message to the visitor; the header goes without a logo.
    logToServer('warn', `hotel logo content for ${propertyId} failed: ${String(error)}`);
    return null;
  }
}

/** The hotel's logo from the content service (spec 7); `null` skips the call. */
export function useHotelLogo(propertyId: string | null) {
  return useSWR(propertyId ? (['HotelLogo', propertyId] as const) : null, fetchHotelLogo, { revalidateOnFocus: false });
}
