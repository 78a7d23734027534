/**
 * Proof that a save wish arriving in an address comes from our own heart (issue: a link from any site
 * changed a signed-in member's saved hotels). When the heart builds a link that carries a wish it makes
 * a random token, keeps it in the tab's session storage, which another site can neither read nor write,
 * and puts it in the link. A wish that arrives with the token kept for that very wish is ours and is
 * applied at once; the token is then spent. Any other wish is only applied once the member confirms it.
 */
import { normalizePropertyId } from './saved-properties';

/** The query parameter that carries the token, beside `saveProperty` or `save` and `marshaCode`. */
export const SAVE_TOKEN_PARAM = 'saveToken';

/** The session-storage entry: one token per wish ("save:NYCTS"), until it is spent. */
export const SAVE_TOKEN_STORAGE_KEY = 'portico.saveWishTokens';

/**
 * The cookie that vouches for a heart clicked before the page's script ran: the server puts its token in
 * the server-rendered heart's link and in this cookie (readable by our pages, which no other site can
 * read or write), and a wish arriving with the cookie's token is ours. Spent on use, as a session token is.
 */
export const SAVE_LINK_COOKIE = 'portico_save_link';

/** 128 random bits, written as 32 hex digits (safe in any address, unchanged by any decoding). */
export const SAVE_TOKEN_BYTES = 16;
const TOKEN_BYTES = SAVE_TOKEN_BYTES;
const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** Whether `value` has a token's shape (a cookie or a link may carry anything). */
export function isSaveWishTokenShaped(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** Bounds what hearts never clicked leave behind; a wish whose token was dropped is simply confirmed. */
export const MAX_KEPT_SAVE_TOKENS = 20;

export type SaveWish = { propertyId: string; save: boolean };

/** The part of `Storage` used here, so tests can hand in a plain map. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Fills the bytes with random values in place, as `crypto.getRandomValues` does. */
export type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => void;

// Bound to the wish: a token made for saving NYCTS cannot vouch for unsaving it, nor for another hotel.
const wishKey = ({ propertyId, save }: SaveWish) => `${save ? 'save' : 'unsave'}:${normalizePropertyId(propertyId)}`;

function readTokens(storage: TokenStorage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SAVE_TOKEN_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && TOKEN_PATTERN.test(entry[1])));
  } catch {
    return {};
  }
}

/**
 * The token for a link that carries `wish`: the one already kept for it, so every render of the heart
 * builds the same link, else a new one, kept.
 */
export function issueSaveWishToken(wish: SaveWish, storage: TokenStorage, fillRandom: FillRandom): string {
  const tokens = readTokens(storage);
  const key = wishKey(wish);
  const kept = tokens[key];
  if (kept) return kept;
  const bytes = new Uint8Array(TOKEN_BYTES);
  fillRandom(bytes);
  const token = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const others = Object.entries(tokens).slice(-(MAX_KEPT_SAVE_TOKENS - 1));
  storage.setItem(SAVE_TOKEN_STORAGE_KEY, JSON.stringify(Object.fromEntries([...others, [key, token]])));
  return token;
}

/**
 * Whether `token` is the one kept for `wish` in this tab's session; if so it is spent, so the same
 * link cannot apply the wish twice. A token from another session, another wish or nowhere answers false.
 */
export function spendSaveWishToken(wish: SaveWish, token: string | null | undefined, storage: TokenStorage): boolean {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const tokens = readTokens(storage);
  const key = wishKey(wish);
  if (tokens[key] !== token) return false;
  delete tokens[key];
  storage.setItem(SAVE_TOKEN_STORAGE_KEY, JSON.stringify(tokens));
  return true;
}
