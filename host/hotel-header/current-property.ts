/**
 * The hotel the visitor is looking at or booking: the spec's session search criteria property id. The
 * header on account and post-booking pages shows this hotel unless the address names another
 * (`propertyCode`). Kept for the tab's session only, like the spec's session data.
 */
import { PROPERTY_CODE_PATTERN, normalizePropertyId } from '../../shared/domain/saved-properties';

export const SEARCH_CRITERIA_KEY = 'portico.searchCriteria';

export function rememberSearchedProperty(propertyId: string): void {
  try {
    sessionStorage.setItem(SEARCH_CRITERIA_KEY, JSON.stringify({ propertyId: normalizePropertyId(propertyId) }));
  } catch {
    // Storage full or blocked: the header then only shows a hotel named in the address.
  }
}

export function readSearchedProperty(): string | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SEARCH_CRITERIA_KEY) ?? 'null');
    const propertyId = typeof stored === 'object' && stored !== null && 'propertyId' in stored ? stored.propertyId : null;
    return typeof propertyId === 'string' && PROPERTY_CODE_PATTERN.test(propertyId) ? normalizePropertyId(propertyId) : null;
  } catch {
    return null;
  }
}
