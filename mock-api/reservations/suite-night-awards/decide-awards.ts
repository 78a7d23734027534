import { isoDayOf } from '../../../shared/domain/check-in-state';
import { nextSuiteNightAwardState, SUITE_NIGHT_AWARD_CONFIRMATION_DAYS, type SuiteNightAwardState } from '../../../shared/domain/suite-night-awards';
import { addDays } from '../../../shared/booking/search-criteria';
import { bookedFeaturesOf } from '../../booking/orders/room-of-cart';
import { takeInventory } from '../../booking/orders/take-inventory';
import { loadHotelCatalogue, type RoomTypeRecord } from '../../booking/hotel-catalogue';
import { roomsLeftOver } from '../../booking/rate-pricing';
import { findRoomNights } from '../../booking/room-nights';
import type { Database, Queryable } from '../../db/database';
import { freeRoomNights } from '../give-back';
import { hotelTimeZone } from '../../booking/hotel-catalogue';
import { returnAwardNights } from './award-nights';

type OpenRequest = { orderId: string; confirmationNumber: string };

type RoomRow = {
  state: SuiteNightAwardState;
  hotelCode: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  inventoryTypeCode: string;
  takesInventory: boolean;
  hasArrived: boolean;
};

/**
 * The Suite Night Award job (spec 9, cutoff hour 14): every request still open whose hotel may decide
 * it now is decided by nextSuiteNightAwardState, room by room, each in a transaction of its own under
 * its order's lock. A guaranteed request moves the room into a free suite for its nights (inventory
 * given back and taken in that transaction, the price unchanged); a denied one gives the member's
 * nights back; a guaranteed suite left unused is forfeited. Safe to run in every API process at once:
 * each room is decided under its order's lock from its state as it then is. Answers how many changed.
 */
export async function decideSuiteNightAwards(db: Database, now: Date): Promise<number> {
  // Requests whose confirmation window may be open anywhere on Earth, and suites whose stay may be over.
  const { rows } = await db.query<OpenRequest>(
    `select r.order_id::text as "orderId", r.confirmation_number as "confirmationNumber"
       from reservations r
      where r.status = 'CONFIRMED'
        and ((r.suite_night_award in ('requested', 'pending') and r.check_in <= $1::date)
          or (r.suite_night_award = 'guaranteed' and r.check_in + r.nights <= $2::date))
      order by r.check_in, r.confirmation_number`,
    [addDays(isoDayOf(now), SUITE_NIGHT_AWARD_CONFIRMATION_DAYS + 1), addDays(isoDayOf(now), 1)],
  );
  let changed = 0;
  for (const request of rows) {
    if (await decideOne(db, request, now)) changed += 1;
  }
  return changed;
}

async function decideOne(db: Database, { orderId, confirmationNumber }: OpenRequest, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from orders where id = $1 for update', [orderId]);
    const room = await readRoom(tx, confirmationNumber);
    if (!room) return false;
    const timeZone = await hotelTimeZone(tx, room.hotelCode);
    const suite = room.state === 'guaranteed' ? null : await freeSuite(tx, room);
    const next = nextSuiteNightAwardState({ ...room, timeZone, isSuiteFree: suite !== null }, now);
    if (next === null) return false;
    if (next === 'guaranteed' && !(await moveIntoSuite(tx, orderId, confirmationNumber, room, suite!))) {
      // Taken since it was read: decided as if none had been free.
      const fallback = nextSuiteNightAwardState({ ...room, timeZone, isSuiteFree: false }, now);
      if (fallback === null) return false;
      return recordDecision(tx, orderId, confirmationNumber, fallback, now);
    }
    return recordDecision(tx, orderId, confirmationNumber, next, now);
  });
}

async function readRoom(tx: Queryable, confirmationNumber: string): Promise<RoomRow | null> {
  const { rows } = await tx.query<RoomRow>(
    `select r.suite_night_award as state, o.hotel_code as "hotelCode", to_char(r.check_in, 'YYYY-MM-DD') as "checkInDate",
            to_char(r.check_in + r.nights, 'YYYY-MM-DD') as "checkOutDate", r.nights, r.inventory_type_code as "inventoryTypeCode",
            r.takes_inventory as "takesInventory", r.checked_in_at is not null as "hasArrived"
       from reservations r join orders o on o.id = r.order_id
      where r.confirmation_number = $1 and r.status = 'CONFIRMED' and r.suite_night_award in ('requested', 'pending', 'guaranteed')`,
    [confirmationNumber],
  );
  return rows[0] ?? null;
}

/** The hotel's first suite (in its order) that holds the room's party and has a room free on every night of the stay; null when none has. */
async function freeSuite(tx: Queryable, room: RoomRow): Promise<RoomTypeRecord | null> {
  const catalogue = await loadHotelCatalogue(tx, room.hotelCode);
  const suites = catalogue?.roomTypes.filter((type) => type.isSuite) ?? [];
  if (suites.length === 0) return null;
  const nights = await findRoomNights(tx, room.hotelCode, room.checkInDate, room.checkOutDate);
  const dates = Array.from({ length: room.nights }, (_, index) => addDays(room.checkInDate, index));
  return suites.find((suite) => roomsLeftOver(nights, suite.code, dates) >= 1) ?? null;
}

/** The room becomes the suite for its nights: its old nights given back, the suite's taken; false when the suite went meanwhile. */
async function moveIntoSuite(tx: Queryable, orderId: string, confirmationNumber: string, room: RoomRow, suite: RoomTypeRecord): Promise<boolean> {
  const dates = Array.from({ length: room.nights }, (_, index) => addDays(room.checkInDate, index));
  await tx.query('savepoint move_into_suite');
  if (room.takesInventory) await freeRoomNights(tx, orderId, [confirmationNumber]);
  if (!(await takeInventory(tx, { hotelCode: room.hotelCode, roomTypeCode: suite.code, nights: dates, rooms: 1 }))) {
    await tx.query('rollback to savepoint move_into_suite');
    return false;
  }
  await tx.query(
    `update reservations set inventory_type_code = $2, room_name = $3, room_description = $4, room_features = $5, takes_inventory = true
      where confirmation_number = $1`,
    [confirmationNumber, suite.code, suite.name, suite.description, bookedFeaturesOf(suite)],
  );
  return true;
}

async function recordDecision(tx: Queryable, orderId: string, confirmationNumber: string, state: SuiteNightAwardState, now: Date): Promise<boolean> {
  if (state === 'denied') await returnAwardNights(tx, [confirmationNumber], now);
  await tx.query('update orders set revision_number = revision_number + 1 where id = $1', [orderId]);
  await tx.query(
    `update reservations set suite_night_award = $2, suite_night_award_decided_at = $3, revision_number = revision_number + 1 where confirmation_number = $1`,
    [confirmationNumber, state, now],
  );
  return true;
}
