import { CONTENT_SEARCH_LIMIT, type ContentSearchRequest } from '../../shared/domain/content-search';
import { normalizeLocale } from '../../shared/domain/locales';
import { isJsonObject, isStorableText, type JsonObject, type Read } from '../telemetry/body-fields';

/** The query of a search: how many entries at most, and whether to fall back to the default locale. */
export type ContentSearchQuery = { limit: number; defaultLocale: boolean };

/** Caps on a search body, well above what a page sends, so no request makes the database work hard. */
export const CONTENT_SEARCH_CAPS = { listItems: 10, navIds: 20, textLength: 100 } as const;

const LIMIT = /^\d{1,2}$/;
const CONTENT_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Checks `limit` (1 to 5, default 5) and `defaultLocale` (true or false, default false), each given once. */
export function readContentSearchQuery(query: unknown): Read<ContentSearchQuery> {
  const { limit, defaultLocale } = isJsonObject(query) ? query : {};
  if (limit !== undefined && (typeof limit !== 'string' || !LIMIT.test(limit) || Number(limit) < 1 || Number(limit) > CONTENT_SEARCH_LIMIT)) {
    return { problem: `limit must be a whole number from 1 to ${CONTENT_SEARCH_LIMIT}, given once.` };
  }
  if (defaultLocale !== undefined && defaultLocale !== 'true' && defaultLocale !== 'false') {
    return { problem: 'defaultLocale must be true or false, given once.' };
  }
  return { limit: limit === undefined ? CONTENT_SEARCH_LIMIT : Number(limit), defaultLocale: defaultLocale === 'true' };
}

/**
 * Checks a search body (ContentSearchRequest): every field present with its type, lists of bounded length
 * and text. Locales are normalised to the content service's form (en-us → en_US).
 */
export function readContentSearchBody(body: unknown): Read<ContentSearchRequest> {
  if (!isJsonObject(body)) return { problem: 'The body must be a JSON object with includeLink, locales, navIds, taxonomies and types.' };
  if (typeof body.includeLink !== 'boolean') return { problem: 'includeLink must be true or false.' };
  const taxonomies = readList(body, 'taxonomies', 1, CONTENT_SEARCH_CAPS.listItems, isPlainText, 'text of 1 to 100 characters');
  if (!Array.isArray(taxonomies)) return taxonomies;
  const types = readList(body, 'types', 1, CONTENT_SEARCH_CAPS.listItems, (value) => CONTENT_TYPE.test(value), 'a content type such as image');
  if (!Array.isArray(types)) return types;
  const locales = readList(body, 'locales', 1, CONTENT_SEARCH_CAPS.listItems, (value) => normalizeLocale(value) !== null, 'a locale such as en_US');
  if (!Array.isArray(locales)) return locales;
  const navIds = readList(body, 'navIds', 0, CONTENT_SEARCH_CAPS.navIds, isPlainText, 'text of 1 to 100 characters');
  if (!Array.isArray(navIds)) return navIds;
  return { includeLink: body.includeLink, taxonomies, types, locales: locales.map(contentLocale), navIds };
}

/** `en-us` → `en_US`: the spelling content entries are stored with. */
function contentLocale(value: string): string {
  return (normalizeLocale(value) ?? value).replace(/-/g, '_');
}

function isPlainText(value: string): boolean {
  return value.length <= CONTENT_SEARCH_CAPS.textLength && !CONTROL_CHARACTERS.test(value) && isStorableText(value);
}

function readList(body: JsonObject, key: string, min: number, max: number, isValid: (value: string) => boolean, what: string): Read<string[]> {
  const list = body[key];
  if (!Array.isArray(list) || list.length < min || list.length > max) {
    return { problem: `${key} must be a list of ${min} to ${max} items.` };
  }
  const bad = list.findIndex((item) => typeof item !== 'string' || item.length === 0 || item.length > CONTENT_SEARCH_CAPS.textLength || !isValid(item));
  if (bad >= 0) return { problem: `${key}[${bad}] must be ${what}.` };
  return list as string[];
}
