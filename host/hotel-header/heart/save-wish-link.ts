import { issueSaveWishToken, spendSaveWishToken, type SaveWish, type TokenStorage } from '../../../shared/domain/save-wish-token';
import { cookieSaveLinkToken, spendCookieSaveLinkToken } from './save-link-token';

/** This tab's session storage, or null where the browser refuses it (then every linked wish is confirmed). */
function sessionTokens(): TokenStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The token our heart puts in a link that carries `wish`; null when there is nowhere to keep it. */
export function saveWishLinkToken(wish: SaveWish): string | null {
  const storage = sessionTokens();
  try {
    return storage ? issueSaveWishToken(wish, storage, (bytes) => crypto.getRandomValues(bytes)) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a wish that arrived with `token` came from our heart (spending the token): one made in this
 * tab's session, or, for a heart clicked before the page's script ran, the server's token in our cookie.
 */
export function isOwnSaveWishLink(wish: SaveWish, token: string | null): boolean {
  if (token !== null && token === cookieSaveLinkToken()) {
    spendCookieSaveLinkToken();
    return true;
  }
  const storage = sessionTokens();
  try {
    return storage !== null && spendSaveWishToken(wish, token, storage);
  } catch {
    return false;
  }
}
