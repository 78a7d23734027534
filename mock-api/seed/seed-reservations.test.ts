import { afterEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_NUMBER_MAX_LENGTH, confirmationNumberError } from '../../shared/validation/reservation-lookup';
import type { Database } from '../db/database';
import { createTestDatabase } from '../testing/test-database';
import { HOTELS, MEMBERS } from './fixtures';
import { FIXTURE_CONFIRMATION_NUMBERS, ORDER_FIXTURES } from './reservation-fixtures';
import { seedIfEmpty } from './seed';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const n = FIXTURE_CONFIRMATION_NUMBERS;
const rooms = ORDER_FIXTURES.flatMap((order) => order.rooms.map((room) => ({ order, room })));
const fixtureOf = (confirmationNumber: string) => rooms.find(({ room }) => room.confirmationNumber === confirmationNumber)!;

describe('reservation fixtures', () => {
  it('use every named confirmation number exactly once, each valid for the lookup form', () => {
    const used = rooms.map(({ room }) => room.confirmationNumber);
    expect([...used].sort()).toEqual(Object.values(FIXTURE_CONFIRMATION_NUMBERS).sort());
    for (const number of used) {
      expect(confirmationNumberError(number), number).toBeNull();
      expect(number.length).toBeLessThanOrEqual(CONFIRMATION_NUMBER_MAX_LENGTH);
    }
  });

  it('book fixture hotels in their own currency, for fixture members', () => {
    for (const order of ORDER_FIXTURES) {
      expect(HOTELS.find((hotel) => hotel.code === order.hotelCode)?.currency, order.hotelCode).toBe(order.currency);
      if (order.memberEmail) expect(MEMBERS.map((member) => member.email)).toContain(order.memberEmail);
      expect(order.nights).toBeGreaterThan(0);
    }
  });

  it('give every room one primary guest and at least one adult', () => {
    for (const { room } of rooms) {
      expect(room.guests.filter((guest) => guest.isPrimary), room.confirmationNumber).toHaveLength(1);
      expect(room.adults).toBeGreaterThanOrEqual(1);
      expect(room.guests.length).toBeLessThanOrEqual(room.adults + room.children);
    }
  });

  it('keep 71234567 as the contract says: Ava at NYCTS, 2 nights from 30 days out, one king room, flexible cash rate in USD', () => {
    const { order, room } = fixtureOf(n.avaUpcoming);
    expect(order).toMatchObject({ memberEmail: 'ava.morgan@example.com', hotelCode: 'NYCTS', arrivalDaysFromSeeding: 30, nights: 2, currency: 'USD', ratePlan: 'Flexible rate', stay: { kind: 'booked' } });
    expect(order.rooms).toHaveLength(1);
    expect(room.features).toContain('1 king bed');
  });

  it('give Liam two-room orders at LONKX (a Suite Night Award on room 1) and at NYCTS', () => {
    const london = fixtureOf(n.liamLondonRoom1).order;
    expect(london).toMatchObject({ memberEmail: 'liam.chen@example.com', hotelCode: 'LONKX', currency: 'GBP', arrivalDaysFromSeeding: 14 });
    expect(london.rooms.map((room) => [room.confirmationNumber, room.suiteNightAward])).toEqual([
      [n.liamLondonRoom1, 'requested'],
      [n.liamLondonRoom2, null],
    ]);
    expect(fixtureOf(n.liamNewYorkRoom1).order.rooms.map((room) => room.confirmationNumber)).toEqual([n.liamNewYorkRoom1, n.liamNewYorkRoom2]);
  });
});

describe('seeding reservations', () => {
  const SEED_DAY = new Date('2026-03-10T08:00:00Z');

  async function freshlySeeded() {
    const database = await createTestDatabase();
    await database.exec('delete from member_suite_night_award_entries; delete from reservation_guests; delete from reservations; delete from orders');
    await seedIfEmpty(database, SEED_DAY);
    return database;
  }

  async function stayOf(database: Database, confirmationNumber: string) {
    const { rows } = await database.query(
      `select to_char(check_in, 'YYYY-MM-DD') as "checkIn", nights, status,
              to_char(checked_in_at at time zone h.time_zone, 'YYYY-MM-DD HH24:MI') as "checkedIn",
              to_char(checked_out_at at time zone h.time_zone, 'YYYY-MM-DD HH24:MI') as "checkedOut",
              to_char(checked_in_online_at at time zone h.time_zone, 'YYYY-MM-DD HH24:MI') as "checkedInOnline",
              to_char(cancelled_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as "cancelledAt", cancellation_charge_minor as "cancellationCharge",
              cancellation_number as "cancellationNumber", suite_night_award as "suiteNightAward", room_ordinal as ordinal
         from reservations r join orders o on o.id = r.order_id join hotels h on h.code = o.hotel_code
        where r.confirmation_number = $1`,
      [confirmationNumber],
    );
    return rows[0];
  }

  // Arrivals, departures and online check-ins are read on the hotel's clock: 15:00 is 15:00 at the hotel.
  it('books each stay relative to the day of seeding, with what had happened by then', async () => {
    db = await freshlySeeded();
    expect(await stayOf(db, n.avaUpcoming)).toMatchObject({ checkIn: '2026-04-09', nights: 2, status: 'CONFIRMED', checkedIn: null, cancelledAt: null });
    expect(await stayOf(db, n.liamInHouse)).toMatchObject({ checkIn: '2026-03-09', nights: 3, checkedIn: '2026-03-09 15:00', checkedOut: null, suiteNightAward: 'guaranteed' });
    expect(await stayOf(db, n.liamPast)).toMatchObject({ checkIn: '2026-01-09', checkedIn: '2026-01-09 15:00', checkedOut: '2026-01-11 11:00' });
    expect(await stayOf(db, n.liamCheckedInOnline)).toMatchObject({ checkIn: '2026-03-11', checkedInOnline: '2026-03-10 00:00', checkedIn: null });
    expect(await stayOf(db, n.avaCancelled)).toMatchObject({ status: 'CANCELLED', cancelledAt: '2026-03-07 08:00', cancellationCharge: 0, cancellationNumber: expect.stringMatching(/^\d{8}$/) });
    expect(await stayOf(db, n.liamLondonRoom2)).toMatchObject({ checkIn: '2026-03-24', ordinal: 2, suiteNightAward: null });
  });

  it('puts the rooms of one fixture order in one order, with the member who booked it', async () => {
    db = await freshlySeeded();
    const { rows } = await db.query<{ number: string; email: string | null; hotel: string; revision: number }>(
      `select r.confirmation_number as number, m.email, o.hotel_code as hotel, o.revision_number as revision
         from reservations r join orders o on o.id = r.order_id left join members m on m.id = o.member_id
        where r.order_id = (select order_id from reservations where confirmation_number = $1) order by r.room_ordinal`,
      [n.liamLondonRoom1],
    );
    expect(rows).toEqual([
      { number: n.liamLondonRoom1, email: 'liam.chen@example.com', hotel: 'LONKX', revision: 1 },
      { number: n.liamLondonRoom2, email: 'liam.chen@example.com', hotel: 'LONKX', revision: 1 },
    ]);
    const { rows: visitor } = await db.query(`select o.member_id from orders o join reservations r on r.order_id = o.id where r.confirmation_number = $1`, [n.visitorBooking]);
    expect(visitor).toEqual([{ member_id: null }]);
  });

  it('gives a database holding some fixtures only the rooms it lacks, and leaves a cancelled room cancelled', async () => {
    db = await createTestDatabase();
    await db.exec(`
      delete from member_suite_night_award_entries where confirmation_number = '${n.liamLondonRoom2}';
      delete from reservation_guests where confirmation_number = '${n.liamLondonRoom2}';
      delete from reservations where confirmation_number = '${n.liamLondonRoom2}';
      update reservations set status = 'CANCELLED', cancelled_at = now(), cancellation_number = '99999999', cancellation_charge_minor = 0
       where confirmation_number = '${n.liamNewYorkRoom1}';
    `);
    await seedIfEmpty(db, SEED_DAY);
    const { rows } = await db.query<{ number: string; ordinal: number; status: string }>(
      `select confirmation_number as number, room_ordinal as ordinal, status from reservations
        where order_id = (select order_id from reservations where confirmation_number = $1) order by room_ordinal`,
      [n.liamLondonRoom1],
    );
    expect(rows).toEqual([
      { number: n.liamLondonRoom1, ordinal: 1, status: 'CONFIRMED' },
      { number: n.liamLondonRoom2, ordinal: 2, status: 'CONFIRMED' },
    ]);
    const { rows: guests } = await db.query(`select surname from reservation_guests where confirmation_number = $1 order by position`, [n.liamLondonRoom2]);
    expect(guests).toEqual([{ surname: 'Okafor' }, { surname: 'Okafor' }]);
    expect(await stayOf(db, n.liamNewYorkRoom1)).toMatchObject({ status: 'CANCELLED', cancellationNumber: '99999999' });
  });
});
