import { BOOKING_SESSION_IDLE_MS } from '../../shared/booking/booking-timers';
import type { Clock } from '../auth/clock';
import { hashToken, newToken } from '../auth/sessions';
import type { Queryable } from '../db/database';

/**
 * What the booking session cookie names: nothing we know (no cookie, or a token we never issued), a
 * session that has ended (30 minutes without a booking call), or a live one.
 */
export type BookingSessionState = { kind: 'none' } | { kind: 'ended' } | { kind: 'live'; id: string };

/** The session `token` names, its idle timer renewed when it is live (any booking call is activity). */
export async function renewBookingSession(db: Queryable, token: string | undefined, clock: Clock): Promise<BookingSessionState> {
  if (!token) return { kind: 'none' };
  const now = clock();
  const tokenHash = hashToken(token);
  const { rows } = await db.query<{ id: string }>(
    'update booking_sessions set last_active_at = $2 where token_hash = $1 and last_active_at > $3 returning id::text',
    [tokenHash, now, new Date(now.getTime() - BOOKING_SESSION_IDLE_MS)],
  );
  if (rows[0]) return { kind: 'live', id: rows[0].id };
  const { rows: ended } = await db.query('select 1 from booking_sessions where token_hash = $1', [tokenHash]);
  return ended.length ? { kind: 'ended' } : { kind: 'none' };
}

/** A new session: 256 random bits the browser holds, of which only the SHA-256 is stored. */
export async function startBookingSession(db: Queryable, clock: Clock): Promise<{ id: string; token: string }> {
  const token = newToken();
  const now = clock();
  const { rows } = await db.query<{ id: string }>(
    'insert into booking_sessions (token_hash, created_at, last_active_at) values ($1, $2, $2) returning id::text',
    [hashToken(token), now],
  );
  return { id: rows[0]!.id, token };
}

/**
 * How long a replaced token still names its session, for a repeat: the second request of the double
 * click whose first replaced it. Long enough for a request in flight, far too short to book with.
 */
export const ROTATED_TOKEN_GRACE_MS = 10_000;

/**
 * Gives live session `id` a new token, answered for the browser's cookie: the old one names it no more
 * (but for ROTATED_TOKEN_GRACE_MS of repeats, sessionRotatedFrom), so whoever else knew it, a page
 * that planted it in this browser among them, loses the session and everything booked in it.
 */
export async function rotateBookingSession(db: Queryable, id: string, clock: Clock): Promise<string> {
  const token = newToken();
  await db.query('update booking_sessions set previous_token_hash = token_hash, token_hash = $2, rotated_at = $3 where id = $1', [id, hashToken(token), clock()]);
  return token;
}

/**
 * A new token for the live session `token` names (null when it names none), for a browser that has just
 * signed in or joined: what it booked so far stays its own, and a token planted in it before is worth
 * nothing from then on.
 */
export async function replaceLiveSessionToken(db: Queryable, token: string | undefined, clock: Clock): Promise<string | null> {
  const session = await renewBookingSession(db, token, clock);
  return session.kind === 'live' ? rotateBookingSession(db, session.id, clock) : null;
}

/** The live session `token` named until it was replaced moments ago; null for any other token. */
export async function sessionRotatedFrom(db: Queryable, token: string | undefined, clock: Clock): Promise<string | null> {
  if (!token) return null;
  const now = clock();
  const { rows } = await db.query<{ id: string }>(
    'select id::text from booking_sessions where previous_token_hash = $1 and rotated_at > $2 and last_active_at > $3',
    [hashToken(token), new Date(now.getTime() - ROTATED_TOKEN_GRACE_MS), new Date(now.getTime() - BOOKING_SESSION_IDLE_MS)],
  );
  return rows[0]?.id ?? null;
}

/** The id of the session `token` names, or named until it was replaced; null for none. Counts, never grants. */
export async function bookingSessionIdOf(db: Queryable, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const { rows } = await db.query<{ id: string }>('select id::text from booking_sessions where token_hash = $1 or previous_token_hash = $1 limit 1', [tokenHash]);
  return rows[0]?.id ?? null;
}

/**
 * The session `token` names and whether it still lives, without renewing it: reading what a session
 * booked (the confirmation) is not booking, so it does not keep the session alive. Null for no token or
 * one we never issued.
 */
export async function findBookingSession(db: Queryable, token: string | undefined, clock: Clock): Promise<{ id: string; isLive: boolean } | null> {
  if (!token) return null;
  const { rows } = await db.query<{ id: string; isLive: boolean }>(
    'select id::text, last_active_at > $2 as "isLive" from booking_sessions where token_hash = $1',
    [hashToken(token), new Date(clock().getTime() - BOOKING_SESSION_IDLE_MS)],
  );
  return rows[0] ?? null;
}
