import type { Queryable } from '../db/database';
import type { CancellationRecord, GuestRecord, OrderRecord, RoomRecord } from './order-record';

/**
 * Which order holds a room, and who booked it: enough to decide who may see it. `bookingSessionId` is
 * the booking session of the browser that booked it on this site (null for the seeded history).
 */
export type OrderRef = { orderId: string; memberId: string | null; bookingSessionId: string | null };

type RoomRow = Omit<RoomRecord, 'cancellation' | 'guests'> & {
  orderId: string;
  cancellationNumber: string | null;
  cancelledAt: Date | null;
  cancellationCharge: number | null;
};
type GuestRow = GuestRecord & { confirmationNumber: string };
type OrderRow = Omit<OrderRecord, 'rooms'>;

const ROOM_COLUMNS = `r.confirmation_number as "confirmationNumber", r.order_id::text as "orderId", r.room_ordinal as ordinal,
  r.revision_number as revision, to_char(r.check_in, 'YYYY-MM-DD') as "checkInDate",
  to_char(r.check_in + r.nights, 'YYYY-MM-DD') as "checkOutDate", r.nights, r.room_name as name,
  r.room_description as description, r.room_features as features, r.inventory_type_code as "inventoryTypeCode",
  r.rate_plan as "ratePlan", r.is_member_rate as "isMemberRate", r.adults, r.children, r.currency,
  r.nightly_rate_minor as "nightlyRate", r.taxes_minor as taxes, r.free_cancellation_until as "freeCancellationUntil",
  r.late_cancellation_charge_minor as "lateCancellationCharge",
  coalesce((select p.is_prepaid_non_refundable from rate_plans p join orders o on o.id = r.order_id where p.hotel_code = o.hotel_code and p.code = r.rate_plan_code),
           r.free_cancellation_until is null) as "isPrepaid", r.suite_night_award as "suiteNightAward",
  r.checked_in_online_at as "checkedInOnlineAt", r.checked_in_at as "checkedInAt", r.checked_out_at as "checkedOutAt",
  r.cancellation_number as "cancellationNumber", r.cancelled_at as "cancelledAt", r.cancellation_charge_minor as "cancellationCharge",
  (select h.time_zone from orders o join hotels h on h.code = o.hotel_code where o.id = r.order_id) as "timeZone"`;

export async function findOrderRef(db: Queryable, confirmationNumber: string): Promise<OrderRef | null> {
  const { rows } = await db.query<OrderRef>(
    `select o.id::text as "orderId", o.member_id::text as "memberId", o.booking_session_id::text as "bookingSessionId"
       from reservations r join orders o on o.id = r.order_id where r.confirmation_number = $1`,
    [confirmationNumber],
  );
  return rows[0] ?? null;
}

/** The ids of a member's orders. */
export async function findMemberOrderIds(db: Queryable, memberId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('select id::text from orders where member_id = $1', [memberId]);
  return rows.map((row) => row.id);
}

/** The orders `orderIds` with their rooms and guests, in three queries whatever their number; unknown ids are left out. */
export async function readOrders(db: Queryable, orderIds: readonly string[]): Promise<OrderRecord[]> {
  if (orderIds.length === 0) return [];
  const { rows: orders } = await db.query<OrderRow>(
    `select id::text, member_id::text as "memberId", hotel_code as "hotelCode", revision_number as revision
       from orders where id = any($1::bigint[])`,
    [orderIds],
  );
  const rooms = await readRooms(db, orderIds);
  const byId = new Map(orders.map((order) => [order.id, { ...order, rooms: [] as RoomRecord[] }]));
  for (const room of rooms) byId.get(room.orderId)?.rooms.push(room.record);
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}

export async function readOrder(db: Queryable, orderId: string): Promise<OrderRecord | null> {
  return (await readOrders(db, [orderId]))[0] ?? null;
}

/** The rooms of the orders `orderIds`, each with its guests, in booking order. */
export async function readRooms(db: Queryable, orderIds: readonly string[]): Promise<{ orderId: string; record: RoomRecord }[]> {
  const { rows } = await db.query<RoomRow>(
    `select ${ROOM_COLUMNS} from reservations r where r.order_id = any($1::bigint[]) order by r.order_id, r.room_ordinal`,
    [orderIds],
  );
  const { rows: guests } = await db.query<GuestRow>(
    `select g.confirmation_number as "confirmationNumber", g.title, g.given_name as "givenName", g.surname, g.is_primary as "isPrimary"
       from reservation_guests g join reservations r on r.confirmation_number = g.confirmation_number
      where r.order_id = any($1::bigint[]) order by g.confirmation_number, g.position`,
    [orderIds],
  );
  return rows.map((row) => ({ orderId: row.orderId, record: roomRecordOf(row, guests) }));
}

function roomRecordOf(row: RoomRow, guests: GuestRow[]): RoomRecord {
  const { orderId: _orderId, cancellationNumber, cancelledAt, cancellationCharge, ...room } = row;
  return {
    ...room,
    cancellation: cancellationOf(cancellationNumber, cancelledAt, cancellationCharge),
    guests: guests
      .filter((guest) => guest.confirmationNumber === row.confirmationNumber)
      .map(({ title, givenName, surname, isPrimary }) => ({ title, givenName, surname, isPrimary })),
  };
}

// The table's check keeps the three together; a room has all of them or none.
function cancellationOf(cancellationNumber: string | null, cancelledAt: Date | null, charge: number | null): CancellationRecord | null {
  return cancellationNumber !== null && cancelledAt !== null && charge !== null ? { cancellationNumber, cancelledAt, charge } : null;
}
