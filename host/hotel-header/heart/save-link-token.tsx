import { createContext, useContext, type ReactNode } from 'react';
import { isSaveWishTokenShaped, SAVE_LINK_COOKIE } from '../../../shared/domain/save-wish-token';

const SaveLinkTokenContext = createContext<string | null>(null);

/** The server's save-link token for this page (or the browser's copy of it), for hearts rendered before hydration. */
export function SaveLinkTokenProvider({ token, children }: { token: string | null; children: ReactNode }) {
  return <SaveLinkTokenContext.Provider value={token}>{children}</SaveLinkTokenContext.Provider>;
}

export function useSaveLinkToken(): string | null {
  return useContext(SaveLinkTokenContext);
}

/** The token the server kept in this browser's cookie, or null. */
export function cookieSaveLinkToken(): string | null {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${SAVE_LINK_COOKIE}=`));
  const value = entry?.slice(SAVE_LINK_COOKIE.length + 1);
  return isSaveWishTokenShaped(value) ? value : null;
}

/** Spends the cookie's token: the next page the server renders sets a new one. */
export function spendCookieSaveLinkToken() {
  document.cookie = `${SAVE_LINK_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
