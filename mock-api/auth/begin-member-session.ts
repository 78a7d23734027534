import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_SESSION_COOKIE, setBookingSessionCookie } from '../booking/booking-session-cookie';
import { replaceLiveSessionToken } from '../booking/booking-sessions';
import type { Database } from '../db/database';
import type { CookieSettings } from '../http/prefixed-cookies';
import type { Clock } from './clock';
import { clearCookie, REMEMBERED_COOKIE, SESSION_COOKIE, setRememberedCookie, setSessionCookie } from './cookies';
import { endSession, rememberBrowser, startSession } from './sessions';
import { issueEmbedPass } from './storage-access/embed-passes';

/**
 * Signs the member in on this browser, the last step of every way in (password, two-step code). A new
 * session id every time, and the browser's old one ended, so a planted session id is worth nothing;
 * the booking session, if any, keeps its carts under a new token for the same reason.
 */
export async function beginMemberSession(
  request: FastifyRequest,
  reply: FastifyReply,
  { memberId, rememberMe }: { memberId: string; rememberMe: boolean },
  { db, clock, cookies }: { db: Database; clock: Clock; cookies: CookieSettings },
): Promise<void> {
  await endSession(db, request.cookies[SESSION_COOKIE], clock);
  const sessionToken = await startSession(db, memberId, rememberMe, clock);
  setSessionCookie(reply, sessionToken, rememberMe, cookies);
  // A first-party sign-in (not a frame on a partner page) may later be shared with such a frame, through storage access.
  if (request.crossSiteEmbedder === null) await issueEmbedPass(db, reply, sessionToken, { settings: cookies, now: clock() });
  if (rememberMe) setRememberedCookie(reply, await rememberBrowser(db, memberId, clock), cookies);
  else clearCookie(reply, REMEMBERED_COOKIE, cookies);
  const bookingToken = await replaceLiveSessionToken(db, request.cookies[BOOKING_SESSION_COOKIE], clock);
  if (bookingToken) setBookingSessionCookie(reply, bookingToken, cookies);
  request.log.info({ event: 'sign_in_succeeded', memberId }, 'member signed in');
}
