import { cancellationQuote } from '../../shared/domain/room-cancellation';
import type { Database, Queryable } from '../db/database';
import { giveBack } from './give-back';
import { returnAwardNights } from './suite-night-awards/award-nights';
import { visibleRooms, type OrderAccess } from './order-access';
import { roomStayAt, type RoomRecord } from './order-record';
import { readRooms } from './read-orders';
import { LOOKUP_NOT_ENOUGH, needsMoreThanLookup } from './lookup-rights';
import { writeCancellationMessage } from './change-messages/change-messages';

/** The outcomes of cancelling rooms (schema: cancelReservationRooms), as the first status's code. */
export const CancelRoomsCode = {
  Success: 'SUCCESS',
  NotPermitted: 'RESERVATION_NOT_PERMITTED',
  BadConfirmationNumber: 'E_BAD_CONF_NO',
  AlreadyCancelled: 'E_ALREADY_CANCELLED',
  NotModifiable: 'E_MOD_DISALLOW',
  StaleRevision: 'STALE_REVISION',
} as const;
export type CancelRoomsCode = (typeof CancelRoomsCode)[keyof typeof CancelRoomsCode];

/** Why nothing was cancelled, for the developer: which input, and what about it. */
export type CancelRoomsOutcome = { code: CancelRoomsCode; detail?: string; field?: string };

export type CancelRoomsRequest = {
  orderId: string;
  access: OrderAccess;
  confirmationNumbers: readonly string[];
  expectedRevision: number;
  now: Date;
  /** The language of the cancellation e-mail: the page's. */
  locale: string;
};

const listed = (rooms: readonly RoomRecord[]) => rooms.map((room) => room.confirmationNumber).join(', ');
const chosenRooms = (rooms: readonly RoomRecord[], numbers: readonly string[]) => rooms.filter((room) => numbers.includes(room.confirmationNumber));

/**
 * Cancels rooms of one order the browser may see, all or none, under the order row's lock: every number
 * must be a room of this order the browser may see, none may be cancelled already, each must still be
 * cancellable now, one that would be charged needs more than a lookup (lookup-rights.ts), and the
 * order must still be at `expectedRevision`. Checked in that order, so the
 * answer names the most specific reason; of two cancels quoting one revision, the second waits for the
 * lock and finds it stale. Each room keeps its row and gains the cancellation and the charge the rules set,
 * and gives back the inventory and points it took (give-back.ts) in the same transaction.
 */
export async function cancelRooms(db: Database, request: CancelRoomsRequest): Promise<CancelRoomsOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ revision: number }>('select revision_number as revision from orders where id = $1 for update', [request.orderId]);
    // A room the browser may not see is left out before any check, so naming it is answered as naming no
    // room of this order: the answer tells nothing of it, not even that it exists or is cancelled.
    const rooms = visibleRooms((await readRooms(tx, [request.orderId])).map((room) => room.record), request.access);
    const refusal = refusalFor(rooms, request, rows[0]?.revision);
    if (refusal) return refusal;
    const cancelled = chosenRooms(rooms, request.confirmationNumbers);
    await recordCancellations(tx, request, cancelled);
    await tellCancellation(tx, request, cancelled);
    return { code: CancelRoomsCode.Success };
  });
}

function refusalFor(rooms: readonly RoomRecord[], { access, confirmationNumbers, expectedRevision, now }: CancelRoomsRequest, revision: number | undefined): CancelRoomsOutcome | null {
  const strangers = confirmationNumbers.filter((number) => !rooms.some((room) => room.confirmationNumber === number));
  if (strangers.length > 0) {
    return { code: CancelRoomsCode.BadConfirmationNumber, detail: `Not a room of this order: ${strangers.join(', ')}.`, field: 'confirmationNumbers' };
  }
  const chosen = chosenRooms(rooms, confirmationNumbers);
  const cancelled = chosen.filter((room) => room.cancellation !== null);
  if (cancelled.length > 0) return { code: CancelRoomsCode.AlreadyCancelled, detail: `Already cancelled: ${listed(cancelled)}.`, field: 'confirmationNumbers' };
  const fixed = chosen.filter((room) => !cancellationQuote(roomStayAt(room, now), now, room.timeZone).isCancellable);
  if (fixed.length > 0) {
    return { code: CancelRoomsCode.NotModifiable, detail: `The stay has begun or ended: ${listed(fixed)}.`, field: 'confirmationNumbers' };
  }
  const charged = chosen.filter((room) => !isFreeNow(room, now));
  if (charged.length > 0 && needsMoreThanLookup(access)) return { code: CancelRoomsCode.NotModifiable, detail: LOOKUP_NOT_ENOUGH, field: 'confirmationNumbers' };
  if (revision !== expectedRevision) {
    return { code: CancelRoomsCode.StaleRevision, detail: `The order is at revision ${revision}, not ${expectedRevision}: read it again.`, field: 'orderRevisionNumber' };
  }
  return null;
}

async function recordCancellations(tx: Queryable, { orderId, now }: CancelRoomsRequest, rooms: readonly RoomRecord[]) {
  await tx.query('update orders set revision_number = revision_number + 1 where id = $1', [orderId]);
  // A Suite Night Award still hoped for or promised goes with the room, and its award nights go back to
  // the member; one already settled is history.
  await returnAwardNights(tx, rooms.map((room) => room.confirmationNumber), now);
  await tx.query(
    `update reservations r
        set status = 'CANCELLED', cancelled_at = $2, cancellation_number = nextval('cancellation_numbers')::text,
            cancellation_charge_minor = c.charge, revision_number = r.revision_number + 1,
            suite_night_award = case when r.suite_night_award in ('requested', 'pending', 'guaranteed') then 'cancelled' else r.suite_night_award end
       from unnest($3::text[], $4::int[]) as c (confirmation_number, charge)
      where r.confirmation_number = c.confirmation_number and r.order_id = $1`,
    [orderId, now, rooms.map((room) => room.confirmationNumber), rooms.map((room) => chargeFor(room, now))],
  );
  await giveBack(tx, { orderId, rooms: rooms.map((room) => ({ confirmationNumber: room.confirmationNumber, isFree: isFreeNow(room, now) })), now });
}

/** The cancellation e-mail, with the numbers the cancel just gave its rooms. */
async function tellCancellation(tx: Queryable, { orderId, now, locale }: CancelRoomsRequest, rooms: readonly RoomRecord[]) {
  const { rows } = await tx.query<{ confirmationNumber: string; cancellationNumber: string; charge: number; remaining: number }>(
    `select r.confirmation_number as "confirmationNumber", r.cancellation_number as "cancellationNumber", r.cancellation_charge_minor as charge,
            (select count(*)::int from reservations o where o.order_id = $1 and o.status <> 'CANCELLED') as remaining
       from reservations r where r.order_id = $1 and r.confirmation_number = any($2::text[])`,
    [orderId, rooms.map((room) => room.confirmationNumber)],
  );
  const byNumber = new Map(rows.map((row) => [row.confirmationNumber, row]));
  const cancelled = rooms.map((room) => ({
    ordinal: room.ordinal,
    confirmationNumber: room.confirmationNumber,
    cancellationNumber: byNumber.get(room.confirmationNumber)?.cancellationNumber ?? '',
    charge: byNumber.get(room.confirmationNumber)?.charge ?? 0,
    currency: room.currency,
  }));
  await writeCancellationMessage(tx, { orderId, rooms: cancelled, remaining: rows[0]?.remaining ?? 0, locale, now });
}

function isFreeNow(room: RoomRecord, now: Date): boolean {
  const quote = cancellationQuote(roomStayAt(room, now), now, room.timeZone);
  return quote.isCancellable && quote.isFree;
}

function chargeFor(room: RoomRecord, now: Date): number {
  const quote = cancellationQuote(roomStayAt(room, now), now, room.timeZone);
  return quote.isCancellable ? quote.charge : 0;
}
