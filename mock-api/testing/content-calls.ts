import { hotelLogoTaxonomies, type ContentSearchRequest, type ContentSearchResponse } from '../../shared/domain/content-search';
import { contentApiPaths } from '../../shared/domain/paths';
import type { TestApi } from './test-api';

/** The search the hotel header sends for a hotel's logo (spec section 7). */
export function logoSearch(propertyCode: string, overrides: Partial<ContentSearchRequest> = {}): ContentSearchRequest {
  return { includeLink: false, locales: ['en_US'], navIds: [], taxonomies: hotelLogoTaxonomies(propertyCode), types: ['image'], ...overrides };
}

/** The content service's search as a page calls it, over real HTTP, for API tests. */
export function contentCalls(api: TestApi) {
  const search = (body: unknown, query = '?limit=5&defaultLocale=true', base = api.hostUrl) =>
    fetch(`${base}${contentApiPaths.search}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const entries = async (body: unknown, query?: string, base?: string) => {
    const response = await search(body, query, base);
    if (response.status !== 200) throw new Error(`search answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as ContentSearchResponse).entries;
  };

  return { search, entries };
}
