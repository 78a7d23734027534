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
