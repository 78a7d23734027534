import type { Queryable } from '../db/database';

/** A room being cancelled, and whether its cancellation is free (late, a points room keeps one night of points). */
export type CancelledRoom = { confirmationNumber: string; isFree: boolean };

type RoomRow = { confirmationNumber: string; memberId: string | null; points: number; firstNightPoints: number };

/** Entry reason of the points a cancelled room gives back (member_points_entries). */
export const CANCELLATION_REFUND = 'CANCELLATION_REFUND';

/**
 * What cancelled rooms of order `orderId` give back, in the cancel's own transaction: each room that
 * took inventory when it was booked here frees its room on every night of its stay, and a points room
 * returns its points to the member (a positive entry with the order): all of them when cancelled free,
 * all but the first night's when late, as the rate's rules say. Rooms of the seeded history took no
 * inventory and kept no nights, so they give nothing back. The programme booking of an order whose
 * every room is now cancelled counts no more. Locks go order (the caller's), member, inventory, as a
 * booking takes them cart, member, inventory.
 */
export async function giveBack(tx: Queryable, { orderId, rooms, now }: { orderId: string; rooms: readonly CancelledRoom[]; now: Date }): Promise<void> {
  const numbers = rooms.map((room) => room.confirmationNumber);
  const { rows } = await tx.query<RoomRow>(
    `select r.confirmation_number as "confirmationNumber", o.member_id::text as "memberId",
            coalesce((select sum(n.points) from reservation_nights n where n.confirmation_number = r.confirmation_number), 0)::int as points,
            coalesce((select n.points from reservation_nights n where n.confirmation_number = r.confirmation_number order by n.night limit 1), 0)::int as "firstNightPoints"
       from reservations r join orders o on o.id = r.order_id
      where r.order_id = $1 and r.confirmation_number = any($2::text[]) and r.takes_inventory`,
    [orderId, numbers],
  );
  const isFree = new Map(rooms.map((room) => [room.confirmationNumber, room.isFree]));
  const refund = rows.reduce((total, row) => total + row.points - (isFree.get(row.confirmationNumber) ? 0 : row.firstNightPoints), 0);
  const memberId = rows[0]?.memberId ?? null;
  if (refund > 0 && memberId !== null) {
    await tx.query('select 1 from members where id = $1 for update', [memberId]);
    await tx.query('insert into member_points_entries (member_id, points, reason, order_id, created_at) values ($1, $2, $3, $4, $5)', [
      memberId,
      refund,
      CANCELLATION_REFUND,
      orderId,
      now,
    ]);
  }
  if (rows.length > 0) await freeRoomNights(tx, orderId, rows.map((row) => row.confirmationNumber));
  await tx.query(
    `update travel_agent_bookings set cancelled_at = $2
      where order_id = $1 and cancelled_at is null and not exists (select 1 from reservations r where r.order_id = $1 and r.status <> 'CANCELLED')`,
    [orderId, now],
  );
}

/** One room back on every night of each room's stay, earliest night locked first (as a booking locks them). */
export async function freeRoomNights(tx: Queryable, orderId: string, numbers: readonly string[]) {
  const nights = `select o.hotel_code, r.inventory_type_code as room_type_code, g.night::date as night, count(*)::int as rooms
                    from reservations r join orders o on o.id = r.order_id
                   cross join generate_series(r.check_in, r.check_in + r.nights - 1, interval '1 day') as g (night)
                   where r.order_id = $1 and r.confirmation_number = any($2::text[])
                   group by 1, 2, 3`;
  await tx.query(
    `select 1 from room_inventory i join (${nights}) c on c.hotel_code = i.hotel_code and c.room_type_code = i.room_type_code and c.night = i.night
      order by i.night, i.room_type_code for update of i`,
    [orderId, numbers],
  );
  // Never below none sold: a night whose count was reset by hand is not pushed negative.
  await tx.query(
    `update room_inventory i set rooms_sold = greatest(0, i.rooms_sold - c.rooms)
       from (${nights}) c
      where i.hotel_code = c.hotel_code and i.room_type_code = c.room_type_code and i.night = c.night`,
    [orderId, numbers],
  );
}
