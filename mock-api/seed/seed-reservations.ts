import { addDays } from '../../shared/domain/check-in-state';
import { cancellationQuote } from '../../shared/domain/room-cancellation';
import { hotelTimeOn, hotelToday } from '../../shared/time/hotel-day';
import type { Queryable } from '../db/database';
import { ORDER_FIXTURES, type OrderFixture, type RoomFixture } from './reservation-fixtures';
import { HOTELS } from './fixtures';
import { daysFrom } from './seeding-days';
import { WORLD_HOTELS } from './world-hotel-fixtures';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// When the demo's front desk records arrivals and departures, in UTC.
const ARRIVAL_HOUR = 15;
const DEPARTURE_HOUR = 11;

type ExistingRoom = { confirmationNumber: string; orderId: string; isCarriedOver: boolean };

/**
 * Gives the database the fixture orders it lacks, by confirmation number: an order none of whose rooms
 * exist is booked whole; a room missing from an order that exists joins that order; a room carried over
 * by migration 0006 (still without its room details) gets them. Rooms already there keep what they hold,
 * so a room a test cancelled stays cancelled. An order at a hotel the database lacks is left out.
 */
export async function seedReservations(tx: Queryable, today: Date): Promise<void> {
  for (const order of ORDER_FIXTURES) await seedOrder(tx, order, today);
}

async function seedOrder(tx: Queryable, order: OrderFixture, today: Date) {
  const { rows: hotels } = await tx.query('select 1 from hotels where code = $1', [order.hotelCode]);
  if (hotels.length === 0) return;
  const { rows: existing } = await tx.query<ExistingRoom>(
    `select confirmation_number as "confirmationNumber", order_id::text as "orderId", inventory_type_code = '' as "isCarriedOver"
       from reservations where confirmation_number = any($1::text[])`,
    [order.rooms.map((room) => room.confirmationNumber)],
  );
  const orderId = existing[0]?.orderId ?? (await insertOrder(tx, order, today));
  for (const [index, room] of order.rooms.entries()) {
    const present = existing.find((row) => row.confirmationNumber === room.confirmationNumber);
    if (!present) await insertRoom(tx, { order, room, orderId, ordinal: index + 1, today });
    else if (present.isCarriedOver) await completeCarriedOverRoom(tx, order, room);
    await insertGuests(tx, room);
  }
}

// Booked a month before seeding at the latest, so every fixture cancellation comes after its booking.
const bookedAt = (order: OrderFixture, today: Date) => daysFrom(today, Math.min(-30, order.arrivalDaysFromSeeding - 30));

async function insertOrder(tx: Queryable, order: OrderFixture, today: Date): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into orders (member_id, hotel_code, created_at)
     values ((select id from members where email = $1), $2, $3) returning id::text`,
    [order.memberEmail, order.hotelCode, bookedAt(order, today)],
  );
  return rows[0]!.id;
}

type NewRoom = { order: OrderFixture; room: RoomFixture; orderId: string; ordinal: number; today: Date };

async function insertRoom(tx: Queryable, { order, room, orderId, ordinal, today }: NewRoom) {
  const timeZone = hotelTimeZoneOf(order.hotelCode);
  const arrivalDay = hotelDayFrom(order, today, order.arrivalDaysFromSeeding);
  const record = stayRecordOf(order, room, today);
  await tx.query(
    `insert into reservations (confirmation_number, order_id, room_ordinal, check_in, nights, room_name, rate_plan,
       inventory_type_code, room_description, room_features, adults, children, currency, nightly_rate_minor, taxes_minor,
       is_member_rate, free_cancellation_until, late_cancellation_charge_minor, suite_night_award,
       checked_in_online_at, checked_in_at, checked_out_at, status, cancelled_at, cancellation_number,
       cancellation_charge_minor, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       case when $23::timestamptz is null then 'CONFIRMED' else 'CANCELLED' end, $23,
       case when $23::timestamptz is null then null else nextval('cancellation_numbers')::text end, $24, $25)`,
    [
      room.confirmationNumber,
      orderId,
      ordinal,
      arrivalDay,
      order.nights,
      room.name,
      order.ratePlan,
      room.inventoryTypeCode,
      room.description,
      room.features,
      room.adults,
      room.children,
      order.currency,
      room.nightlyRate,
      room.taxes,
      order.isMemberRate,
      freeCancellationUntil(order, today),
      room.lateCancellationCharge,
      room.suiteNightAward,
      record.checkedInOnlineAt,
      order.stay.kind === 'inHouse' || order.stay.kind === 'stayed' ? hotelTimeOn(arrivalDay, ARRIVAL_HOUR, timeZone) : null,
      order.stay.kind === 'stayed' ? hotelTimeOn(addDays(arrivalDay, order.nights), DEPARTURE_HOUR, timeZone) : null,
      record.cancelledAt,
      record.cancellationCharge,
      bookedAt(order, today),
    ],
  );
}

/**
 * The hotel's day `days` after the day of seeding, as an ISO day: a stay arriving "tomorrow" arrives on
 * the hotel's tomorrow, which near midnight is not UTC's.
 */
const hotelDayFrom = (order: OrderFixture, today: Date, days: number) => addDays(hotelToday(hotelTimeZoneOf(order.hotelCode), today), days);

/** The midnight, on the hotel's clock, that begins the fixture's last free day. */
const freeCancellationUntil = (order: OrderFixture, today: Date) =>
  order.freeCancellationDaysBeforeArrival === null
    ? null
    : hotelTimeOn(hotelDayFrom(order, today, order.arrivalDaysFromSeeding - order.freeCancellationDaysBeforeArrival), 0, hotelTimeZoneOf(order.hotelCode));

/** The online check-in and cancellation a fixture's stay had by the day of seeding. */
function stayRecordOf(order: OrderFixture, room: RoomFixture, today: Date) {
  const checkedInOnlineAt = order.stay.kind === 'checkedInOnline' ? hotelTimeOn(hotelDayFrom(order, today, 0), 0, hotelTimeZoneOf(order.hotelCode)) : null;
  if (order.stay.kind !== 'cancelled') return { checkedInOnlineAt, cancelledAt: null, cancellationCharge: null };
  const cancelledAt = new Date(today.getTime() - order.stay.daysBeforeSeeding * DAY_MS);
  const checkInDate = hotelDayFrom(order, today, order.arrivalDaysFromSeeding);
  // Charged as the cancel call itself would have charged at that instant.
  const quote = cancellationQuote(
    {
      checkInDate,
      checkOutDate: addDays(checkInDate, order.nights),
      isCancelled: false,
      hasArrived: false,
      hasDeparted: false,
      hasCheckedInOnline: false,
      freeCancellationUntil: freeCancellationUntil(order, today),
      lateCancellationCharge: room.lateCancellationCharge,
    },
    cancelledAt,
    hotelTimeZoneOf(order.hotelCode),
  );
  if (!quote.isCancellable) throw new Error(`Fixture ${room.confirmationNumber} is cancelled at a time it could not have been`);
  return { checkedInOnlineAt, cancelledAt, cancellationCharge: quote.charge };
}

// The room keeps its dates (set when it was first seeded); its terms follow from them.
async function completeCarriedOverRoom(tx: Queryable, order: OrderFixture, room: RoomFixture) {
  await tx.query(
    `update reservations set room_name = $2, rate_plan = $3, inventory_type_code = $4, room_description = $5,
       room_features = $6, adults = $7, children = $8, currency = $9, nightly_rate_minor = $10, taxes_minor = $11,
       is_member_rate = $12, late_cancellation_charge_minor = $13, suite_night_award = $14,
       free_cancellation_until = case when $15::int is null then null else (check_in - $15::int)::timestamp at time zone 'UTC' end
     where confirmation_number = $1 and inventory_type_code = ''`,
    [
      room.confirmationNumber,
      room.name,
      order.ratePlan,
      room.inventoryTypeCode,
      room.description,
      room.features,
      room.adults,
      room.children,
      order.currency,
      room.nightlyRate,
      room.taxes,
      order.isMemberRate,
      room.lateCancellationCharge,
      room.suiteNightAward,
      order.freeCancellationDaysBeforeArrival,
    ],
  );
}

// A guest already at a position (the one migration 0006 carried over, or any since) is kept as it is.
async function insertGuests(tx: Queryable, room: RoomFixture) {
  await tx.query(
    `insert into reservation_guests (confirmation_number, position, title, given_name, surname, is_primary)
     select $1, guest.position, guest.title, guest.given_name, guest.surname, guest.is_primary
       from unnest($2::text[], $3::text[], $4::text[], $5::boolean[]) with ordinality as guest (title, given_name, surname, is_primary, position)
     on conflict do nothing`,
    [
      room.confirmationNumber,
      room.guests.map((guest) => guest.title),
      room.guests.map((guest) => guest.givenName),
      room.guests.map((guest) => guest.surname),
      room.guests.map((guest) => guest.isPrimary),
    ],
  );
}

function hotelTimeZoneOf(hotelCode: string): string {
  const hotel = [...HOTELS, ...WORLD_HOTELS].find((candidate) => candidate.code === hotelCode);
  if (!hotel) throw new Error(`No seeded hotel has the code ${hotelCode}`);
  return hotel.timeZone;
}
