import type { FastifyReply } from 'fastify';
import { clearScopedCookie, setScopedCookie, type CookieSettings } from '../http/prefixed-cookies';
import { SESSION_ABSOLUTE_MS, REMEMBERED_BROWSER_MS } from './sessions';

/**
 * Cookie names (contract for tests); both origins are one site, so one cookie serves host and overlays.
 * Over HTTPS, and in a frame on another site, the browser sees them with a prefix (see prefixed-cookies.ts).
 */
export const SESSION_COOKIE = 'portico_session';
export const REMEMBERED_COOKIE = 'portico_remembered';
/** The browser's reservation lookups: a token naming grants kept in the database (mock-api/reservations). */
export const LOOKUP_GRANT_COOKIE = 'portico_lookup_grant';

export function setSessionCookie(reply: FastifyReply, token: string, rememberMe: boolean, settings: CookieSettings) {
  // Without remember-me the cookie dies with the browser; with it, it lives as long as the session may.
  setScopedCookie(reply, SESSION_COOKIE, token, settings, rememberMe ? { maxAge: SESSION_ABSOLUTE_MS / 1000 } : {});
}

export function setRememberedCookie(reply: FastifyReply, token: string, settings: CookieSettings) {
  setScopedCookie(reply, REMEMBERED_COOKIE, token, settings, { maxAge: REMEMBERED_BROWSER_MS / 1000 });
}

export function clearCookie(reply: FastifyReply, name: string, settings: CookieSettings) {
  clearScopedCookie(reply, name, settings);
}

/**
 * The lookup grant token dies with the browser, not with the grants: kept past their 30 minutes, it lets
 * a reservation page say that the lookup expired instead of asking for it as if it never happened.
 */
export function setLookupGrantCookie(reply: FastifyReply, token: string, settings: CookieSettings) {
  setScopedCookie(reply, LOOKUP_GRANT_COOKIE, token, settings);
}
