/**
 * The content-service search the hotel header uses for the hotel logo (spec section 7). Both ends use
 * these types: the server answers with them, the host reads them.
 */

/** The taxonomy every hotel logo entry is filed under, before the code's first letter and the code. */
export const HOTEL_LOGO_TAXONOMY = 'property-logos';

/** The name marker of the entry that is the logo (others may be banners filed with it). */
export const HOTEL_LOGO_MARKER = 'logo';

/** The most entries one search answers, and the default of its `limit` query parameter. */
export const CONTENT_SEARCH_LIMIT = 5;

/** The locale a search falls back to with `defaultLocale=true` when none of the asked locales has entries. */
export const DEFAULT_CONTENT_LOCALE = 'en_US';

export type ContentSearchRequest = {
  includeLink: boolean;
  /** Locales such as en_US; the entries of any of them match. */
  locales: string[];
  navIds: string[];
  /** An entry matches when it is filed under every taxonomy listed. */
  taxonomies: string[];
  /** Content types such as image. */
  types: string[];
};

export type ContentEntry = {
  id: string;
  name: string;
  type: string;
  locale: string;
  images: { imageFile: string; altText: string }[];
  /** Present when the request said includeLink. */
  link?: string | null;
};

export type ContentSearchResponse = { entries: ContentEntry[] };

/** The spec's taxonomies for one hotel: the fixed one, the code's first letter, the code. */
export function hotelLogoTaxonomies(propertyCode: string): string[] {
  const code = propertyCode.toUpperCase();
  return [HOTEL_LOGO_TAXONOMY, code.charAt(0), code];
}
