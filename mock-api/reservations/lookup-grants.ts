import { LOOKUP_GRANT_MINUTES } from '../../shared/domain/reservation-lookup-api';
import type { Clock } from '../auth/clock';
import { hashToken, newToken } from '../auth/sessions';
import type { Database, Queryable } from '../db/database';

const GRANT_MS = LOOKUP_GRANT_MINUTES * 60_000;
/** Expired grants are kept this long, so a page can still tell the browser its lookup expired; then swept. */
export const EXPIRED_GRANT_KEPT_MS = 24 * 60 * 60_000;

/** Whether a lookup's grant of a room is still running. */
export type GrantState = 'live' | 'expired';

/** The rooms of one order a browser's lookups granted, by confirmation number; a room never granted is absent. */
export type RoomGrants = ReadonlyMap<string, GrantState>;

/**
 * Records that the browser holding `previousToken` (if any) was granted the rooms `confirmationNumbers`
 * by a lookup, and returns the token it holds from now on. The token is new at every lookup and the
 * browser's earlier grants move to it, as a session id is new at every sign-in: a token planted in
 * someone's browser stops working at their first lookup, so it can never collect the reservations they
 * look up. Each room keeps its own 30 minutes, renewed whenever a lookup grants it again; a proof by the
 * booking's code is renewed with it while the grant still runs, and not once it has run out.
 */
export async function grantLookup(
  db: Database,
  { previousToken, confirmationNumbers, clock }: { previousToken: string | undefined; confirmationNumbers: readonly string[]; clock: Clock },
): Promise<string> {
  const token = newToken();
  const now = clock();
  await db.transaction(async (tx) => {
    if (previousToken) {
      await tx.query('update reservation_lookup_grants set token_hash = $2 where token_hash = $1', [hashToken(previousToken), hashToken(token)]);
      // A code asked for before this lookup still works after it: it follows the browser, not the token.
      await tx.query('update booking_codes set token_hash = $2 where token_hash = $1', [hashToken(previousToken), hashToken(token)]);
    }
    await tx.query(
      `insert into reservation_lookup_grants (token_hash, confirmation_number, granted_at, expires_at)
       select $1, number, $3, $4 from unnest($2::text[]) as number
       on conflict (token_hash, confirmation_number) do update set granted_at = excluded.granted_at, expires_at = excluded.expires_at,
         proven_at = case when reservation_lookup_grants.expires_at > $3 then reservation_lookup_grants.proven_at end`,
      [hashToken(token), confirmationNumbers, now, new Date(now.getTime() + GRANT_MS)],
    );
    await sweepExpiredGrants(tx, now);
  });
  return token;
}

async function sweepExpiredGrants(tx: Queryable, now: Date) {
  await tx.query('delete from reservation_lookup_grants where expires_at < $1', [new Date(now.getTime() - EXPIRED_GRANT_KEPT_MS)]);
}

/**
 * What `token`'s lookups granted of the order `orderId`: its rooms, whether each grant ran out, and
 * whether the browser proved, with a code sent to the booking's e-mail, that it reads that e-mail (the
 * proof lasts as long as a live grant of the order).
 */
export async function lookupGrantsOfOrder(db: Queryable, token: string | undefined, orderId: string, now: Date): Promise<{ rooms: RoomGrants; isProven: boolean }> {
  if (!token) return { rooms: new Map(), isProven: false };
  const { rows } = await db.query<{ confirmationNumber: string; isLive: boolean; isProven: boolean }>(
    `select g.confirmation_number as "confirmationNumber", g.expires_at > $3 as "isLive", g.proven_at is not null as "isProven"
       from reservation_lookup_grants g join reservations r on r.confirmation_number = g.confirmation_number
      where g.token_hash = $1 and r.order_id = $2`,
    [hashToken(token), orderId, now],
  );
  return {
    rooms: new Map(rows.map((row): [string, GrantState] => [row.confirmationNumber, row.isLive ? 'live' : 'expired'])),
    isProven: rows.some((row) => row.isLive && row.isProven),
  };
}

/** Marks the grants of `token` for the rooms of `orderId` as proven by the booking's code. */
export async function markGrantsProven(tx: Queryable, tokenHash: string, orderId: string, now: Date): Promise<void> {
  await tx.query(
    `update reservation_lookup_grants g set proven_at = $3
       from reservations r where r.confirmation_number = g.confirmation_number and g.token_hash = $1 and r.order_id = $2`,
    [tokenHash, orderId, now],
  );
}
