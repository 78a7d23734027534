import type { Database } from '../db/database';
import { undoBookingMigration } from './undo-booking-migration';

/**
 * Puts a seeded test database back to how a demo database looked before migration 0006 (orders): the
 * `reservations` table of migration 0002 holding only Ava's 71234567 as the old seed wrote it (30 days
 * after `seededOn`), no orders, guests or lookup grants, and 0006 unrecorded, so tests can apply the
 * migration and the seed to it as a real upgrade would. Such a database had no booking tables (0007,
 * whose points and outbox refer to orders) either, so they go first.
 */
export async function undoReservationOrders(db: Database, seededOn: string): Promise<void> {
  await undoBookingMigration(db);
  await db.exec(`
    drop table reservation_lookup_grants, reservation_guests, reservations, orders;
    drop sequence cancellation_numbers;
    create table reservations (
      confirmation_number text primary key,
      member_id bigint references members (id),
      hotel_code text not null references hotels (code),
      guest_first_name text not null,
      guest_last_name text not null,
      check_in date not null,
      nights integer not null check (nights > 0),
      room_type text not null,
      rate_plan text not null,
      status text not null default 'CONFIRMED' check (status in ('CONFIRMED', 'CANCELLED')),
      created_at timestamptz not null default now()
    );
    create index reservations_member_idx on reservations (member_id);
    create index reservations_hotel_idx on reservations (hotel_code);
    delete from schema_migrations where name = '0006-reservation-orders.sql';
  `);
  await db.query(
    `insert into reservations (confirmation_number, member_id, hotel_code, guest_first_name, guest_last_name, check_in, nights, room_type, rate_plan)
     select '71234567', id, 'NYCTS', first_name, last_name, $1::date + 30, 2, 'One King Bed Guest Room', 'Cash rate'
       from members where email = 'ava.morgan@example.com'`,
    [seededOn],
  );
}
