import type { Queryable } from '../db/database';

/**
 * Removes every order at the hotels `codes`, with its rooms, guests, lookup grants and the records of its changes, so a test can
 * remove those hotels as an operator would. The product itself never deletes a reservation.
 */
export async function deleteOrdersAtHotels(tx: Queryable, codes: readonly string[]): Promise<void> {
  const rooms = `select r.confirmation_number from reservations r join orders o on o.id = r.order_id where o.hotel_code = any($1::text[])`;
  await tx.query(`delete from reservation_lookup_grants where confirmation_number in (${rooms})`, [codes]);
  await tx.query(`delete from reservation_guests where confirmation_number in (${rooms})`, [codes]);
  for (const table of ['member_suite_night_award_entries', 'reservation_changes', 'reservation_room_preferences']) {
    await tx.query(`delete from ${table} where confirmation_number in (${rooms})`, [codes]);
  }
  await tx.query('delete from reservations where order_id in (select id from orders where hotel_code = any($1::text[]))', [codes]);
  await tx.query('delete from orders where hotel_code = any($1::text[])', [codes]);
}
