import type { Queryable } from '../../db/database';

/**
 * A claim left by a process that died mid-booking is stale after a minute (migration 0010): long past
 * any booking's transaction, short enough that the guest can try again while the cart is held.
 */
export const STALE_CLAIM_MS = 60_000;

/**
 * One booking request (`booking_requests`): the cart its key is for, what it asked (null for a request
 * made before fingerprints were kept) and where it ended.
 */
export type BookingRequestRecord = { cartId: string; requestHash: string | null; orderId: string | null; startedAt: Date; finishedAt: Date | null; failureCode: string | null };

export type BookingRequestKey = { sessionId: string; idempotencyKey: string };

export async function findBookingRequest(db: Queryable, { sessionId, idempotencyKey }: BookingRequestKey): Promise<BookingRequestRecord | null> {
  const { rows } = await db.query<BookingRequestRecord>(
    `select cart_id as "cartId", request_hash as "requestHash", order_id::text as "orderId", started_at as "startedAt", finished_at as "finishedAt", failure_code as "failureCode"
       from booking_requests where booking_session_id = $1 and idempotency_key = $2`,
    [sessionId, idempotencyKey],
  );
  return rows[0] ?? null;
}

/**
 * Whether another request is booking cart `cartId` now: a claim neither finished nor stale. Claims gone
 * stale are closed as ABANDONED on the way, so they never block the cart again. Run under the cart's
 * row lock, so two claims of one cart are judged one after the other.
 */
export async function isCartBeingBooked(tx: Queryable, cartId: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  await tx.query(
    `update booking_requests set finished_at = $2, failure_code = 'ABANDONED'
      where cart_id = $1 and finished_at is null and started_at <= $3`,
    [cartId, now, staleBefore],
  );
  const { rows } = await tx.query('select 1 from booking_requests where cart_id = $1 and finished_at is null limit 1', [cartId]);
  return rows.length > 0;
}

/**
 * Claims the request: a new key is recorded as started now; a key whose earlier attempt failed (or was
 * abandoned) starts again. Answers the claim's start, which the booking and its outcome quote.
 */
export async function claimBookingRequest(tx: Queryable, key: BookingRequestKey, cartId: string, requestHash: string, now: Date): Promise<Date> {
  await tx.query(
    `insert into booking_requests (booking_session_id, idempotency_key, cart_id, request_hash, created_at, started_at) values ($1, $2, $3, $4, $5, $5)
     on conflict (booking_session_id, idempotency_key) do update
       set started_at = excluded.started_at, finished_at = null, failure_code = null, request_hash = excluded.request_hash
      where booking_requests.order_id is null`,
    [key.sessionId, key.idempotencyKey, cartId, requestHash, now],
  );
  return now;
}

/**
 * Whether the claim made at `startedAt` is still this request's: not closed as stale by another request
 * while this one was slow. Read under the cart's lock, in the booking's transaction.
 */
export async function holdsClaim(tx: Queryable, key: BookingRequestKey, startedAt: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from booking_requests where booking_session_id = $1 and idempotency_key = $2 and started_at = $3 and finished_at is null`,
    [key.sessionId, key.idempotencyKey, startedAt],
  );
  return rows.length > 0;
}

/** The request made order `orderId`: recorded in the order's own transaction. */
export async function recordBooked(tx: Queryable, key: BookingRequestKey, orderId: string, now: Date): Promise<void> {
  await tx.query('update booking_requests set order_id = $3, finished_at = $4 where booking_session_id = $1 and idempotency_key = $2', [
    key.sessionId,
    key.idempotencyKey,
    orderId,
    now,
  ]);
}

/** The attempt claimed at `startedAt` failed with `code`: the claim is released, the reason kept. */
export async function recordFailure(db: Queryable, key: BookingRequestKey, startedAt: Date, code: string, now: Date): Promise<void> {
  await db.query(
    `update booking_requests set finished_at = $4, failure_code = $5
      where booking_session_id = $1 and idempotency_key = $2 and started_at = $3 and finished_at is null`,
    [key.sessionId, key.idempotencyKey, startedAt, now, code],
  );
}
