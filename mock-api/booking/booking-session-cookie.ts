import type { FastifyReply } from 'fastify';
import { setScopedCookie, type CookieSettings } from '../http/prefixed-cookies';

/** The browser's booking session (contract for tests): a random token naming a row of booking_sessions. */
export const BOOKING_SESSION_COOKIE = 'portico_booking_session';

/**
 * httpOnly, so no script (ours or an injected one) reads the token; SameSite=Lax, so another site's
 * request carries it only on a top-level navigation, which reads nothing; it dies with the browser,
 * while the session itself ends on the server after 30 idle minutes. In a frame on another site it is
 * partitioned instead (prefixed-cookies.ts).
 */
export function setBookingSessionCookie(reply: FastifyReply, token: string, settings: CookieSettings) {
  setScopedCookie(reply, BOOKING_SESSION_COOKIE, token, settings);
}
