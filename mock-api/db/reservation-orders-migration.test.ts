import { LATER_MANAGE_MIGRATIONS } from '../testing/undo-manage-migrations';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIRMATION_NUMBERS, ORDER_FIXTURES } from '../seed/reservation-fixtures';
import { seedIfEmpty } from '../seed/seed';
import { createTestDatabase } from '../testing/test-database';
import { undoReservationOrders } from '../testing/undo-reservation-orders';
import type { Database } from './database';
import { migrate } from './migrate';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const OLD_SEED_DAY = '2026-01-15';

async function databaseBeforeOrders(): Promise<Database> {
  const database = await createTestDatabase();
  await undoReservationOrders(database, OLD_SEED_DAY);
  return database;
}

async function roomOf(database: Database, confirmationNumber: string) {
  const { rows } = await database.query(
    `select r.order_id::text as "orderId", o.member_id::text as "memberId", o.hotel_code as hotel, o.revision_number as "orderRevision",
            r.revision_number as revision, r.room_ordinal as ordinal, to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", r.nights,
            r.room_name as "roomName", r.rate_plan as "ratePlan", r.currency, r.inventory_type_code as "inventoryTypeCode",
            r.nightly_rate_minor as "nightlyRate", r.status, r.cancelled_at is not null as "isCancelled",
            r.cancellation_number as "cancellationNumber", r.cancellation_charge_minor as "cancellationCharge",
            to_char(r.free_cancellation_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as "freeUntil"
       from reservations r join orders o on o.id = r.order_id where r.confirmation_number = $1`,
    [confirmationNumber],
  );
  return rows[0];
}

async function guestsOf(database: Database, confirmationNumber: string) {
  const { rows } = await database.query(
    `select position, title, given_name as "givenName", surname, is_primary as "isPrimary"
       from reservation_guests where confirmation_number = $1 order by position`,
    [confirmationNumber],
  );
  return rows;
}

const memberIdOf = async (database: Database, email: string) =>
  (await database.query<{ id: string }>('select id::text from members where email = $1', [email])).rows[0]?.id;

describe('migration 0006, reservation orders', () => {
  it('applies to a database seeded before it: 71234567 becomes an order of one room, with its guest', async () => {
    db = await databaseBeforeOrders();
    expect(await migrate(db)).toEqual(['0006-reservation-orders.sql', '0007-booking.sql', '0008-guest-info.sql', '0009-travel-agents-and-insurance.sql', '0010-payment-and-orders.sql', ...LATER_MANAGE_MIGRATIONS, '0033-phones-in-e164.sql', '0034-offer-revisions.sql']);
    expect(await roomOf(db, '71234567')).toEqual({
      orderId: expect.any(String),
      memberId: await memberIdOf(db, 'ava.morgan@example.com'),
      hotel: 'NYCTS',
      orderRevision: 1,
      revision: 1,
      ordinal: 1,
      checkIn: '2026-02-14',
      nights: 2,
      roomName: 'One King Bed Guest Room',
      ratePlan: 'Cash rate',
      currency: 'USD',
      inventoryTypeCode: '',
      nightlyRate: 0,
      status: 'CONFIRMED',
      isCancelled: false,
      cancellationNumber: null,
      cancellationCharge: null,
      freeUntil: null,
    });
    expect(await guestsOf(db, '71234567')).toEqual([{ position: 1, title: null, givenName: 'Ava', surname: 'Morgan', isPrimary: true }]);
  });

  it('gives every reservation its own order, and records a cancelled one as a cancellation', async () => {
    db = await databaseBeforeOrders();
    await db.exec(`
      insert into reservations (confirmation_number, member_id, hotel_code, guest_first_name, guest_last_name, check_in, nights, room_type, rate_plan, status, created_at)
      values ('5550001', null, 'LONKX', 'Noor', 'Haddad', '2026-03-01', 1, 'Twin Room', 'Cash rate', 'CANCELLED', '2026-01-02T10:00:00Z'),
             ('5550002', null, 'TYOGZ', 'Kenji', 'Sato', '2026-03-05', 3, 'Twin Room', 'Cash rate', 'CONFIRMED', '2026-01-03T10:00:00Z');
    `);
    await migrate(db);
    const { rows: orders } = await db.query<{ count: number }>('select count(distinct order_id)::int as count from reservations');
    expect(orders[0]?.count).toBe(3);
    expect(await roomOf(db, '5550001')).toMatchObject({ memberId: null, hotel: 'LONKX', currency: 'GBP', status: 'CANCELLED', isCancelled: true, cancellationCharge: 0 });
    expect((await roomOf(db, '5550001'))?.cancellationNumber).toMatch(/^\d{8}$/);
    expect(await roomOf(db, '5550002')).toMatchObject({ hotel: 'TYOGZ', currency: 'JPY', isCancelled: false });
    expect(await guestsOf(db, '5550002')).toEqual([{ position: 1, title: null, givenName: 'Kenji', surname: 'Sato', isPrimary: true }]);
  });

  it('lets the seed complete 71234567 on its own dates, and add the other fixtures once', async () => {
    db = await databaseBeforeOrders();
    await migrate(db);
    expect(await seedIfEmpty(db, new Date('2026-03-10T08:00:00Z'))).toBe(false);
    expect(await roomOf(db, '71234567')).toMatchObject({
      checkIn: '2026-02-14',
      nights: 2,
      inventoryTypeCode: 'GKNG',
      ratePlan: 'Flexible rate',
      nightlyRate: 45900,
      // Free until two days before its own arrival, not the new seeding day's.
      freeUntil: '2026-02-12T00:00',
      isCancelled: false,
    });
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from reservations');
    const fixtureRooms = ORDER_FIXTURES.flatMap((order) => order.rooms).length;
    expect(rows[0]?.count).toBe(fixtureRooms);
    expect(await roomOf(db, FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom1)).toMatchObject({ checkIn: '2026-03-24', hotel: 'LONKX' });

    const count = async () => (await db!.query<{ rooms: number; guests: number; orders: number }>(
      `select (select count(*)::int from reservations) as rooms, (select count(*)::int from reservation_guests) as guests, (select count(*)::int from orders) as orders`,
    )).rows[0];
    const once = await count();
    await seedIfEmpty(db, new Date('2026-04-01T08:00:00Z'));
    expect(await count()).toEqual(once);
  });

  it('refuses a room that is half cancelled, a second primary guest, an unknown award status and a lower-case currency', async () => {
    db = await createTestDatabase();
    const number = FIXTURE_CONFIRMATION_NUMBERS.avaUpcoming;
    await expect(db.query(`update reservations set status = 'CANCELLED' where confirmation_number = $1`, [number])).rejects.toThrow(/reservations_cancellation_whole/);
    await expect(db.query(`update reservations set cancelled_at = now() where confirmation_number = $1`, [number])).rejects.toThrow(/reservations_cancellation_whole/);
    await expect(
      db.query(`insert into reservation_guests (confirmation_number, position, given_name, surname, is_primary) values ($1, 9, 'A', 'B', true)`, [number]),
    ).rejects.toThrow(/reservation_guests_one_primary_idx/);
    await expect(db.query(`update reservations set suite_night_award = 'REQUESTED' where confirmation_number = $1`, [number])).rejects.toThrow(/check constraint/);
    await expect(db.query(`update reservations set currency = 'usd' where confirmation_number = $1`, [number])).rejects.toThrow(/reservations_currency_iso/);
    await expect(db.query(`update reservations set nightly_rate_minor = -1 where confirmation_number = $1`, [number])).rejects.toThrow(/check constraint/);
  });
});
