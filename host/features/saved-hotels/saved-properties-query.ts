import { hostPaths } from '../../../shared/domain/paths';
import { PROPERTY_CODE_PATTERN, normalizePropertyId } from '../../../shared/domain/saved-properties';
import { SAVE_TOKEN_PARAM } from '../../../shared/domain/save-wish-token';
import { safeReturnPath } from '../../../shared/validation/safe-return-url';

export type SavedPropertiesQuery = {
  /** A save (true) or unsave to apply on arrival, from a remembered member's heart. */
  wish: { propertyId: string; save: boolean } | null;
  /**
   * Where to go back to once the wish is applied: a path on this site, the home page for a way back
   * that leads anywhere else (no open redirect), null when none was given (the page stays).
   */
  returnTo: string | null;
  /** The token our own heart put in the link (checked against the session before it counts). */
  token: string | null;
};

/** The wish's own parameters; the rest of the address (e.g. `propertyCode`) is the page's. */
const WISH_PARAMS = ['save', 'marshaCode', 'returnTo', SAVE_TOKEN_PARAM] as const;

/** The saved-hotels page's query (spec 2.1: save, marshaCode, returnTo); anything untrustworthy is dropped. */
export function readSavedPropertiesQuery(search: string, allowedOrigins: readonly string[]): SavedPropertiesQuery {
  const params = new URLSearchParams(search);
  const code = params.get('marshaCode')?.trim() ?? '';
  const save = params.get('save')?.toLowerCase();
  const isWish = PROPERTY_CODE_PATTERN.test(code) && (save === 'true' || save === 'false');
  return {
    wish: isWish ? { propertyId: normalizePropertyId(code), save: save === 'true' } : null,
    returnTo: params.has('returnTo') ? safeReturnPath(params.get('returnTo'), hostPaths.home.path, allowedOrigins) : null,
    token: params.get(SAVE_TOKEN_PARAM),
  };
}

/** The page's address without the wish, so a reload neither applies nor asks again. */
export function withoutSavedPropertiesWish(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of WISH_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
