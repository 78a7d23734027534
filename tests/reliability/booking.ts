import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { openPglite } from '../../mock-api/db/open-pglite';
import { openPostgres } from '../../mock-api/db/open-postgres';
import type { Database } from '../../mock-api/db/database';
import { bookingBrowser, bookNow, prepareBooking, roomsLeft, type BookingOrigins } from '../support/booking-journey';
import { startPorticoProcess, type PorticoProcessOptions } from '../support/portico-process';

/** Nights far enough ahead that no other part of the suite books them; each run starts on a fresh database. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const oneNight = (day: number, roomTypeCode: string): { stay: SearchCriteria; roomTypeCode: string } => ({
  stay: { propertyId: 'NYCTS', checkInDate: dayFromToday(day), checkOutDate: dayFromToday(day + 1), numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0, rewardsRedemption: false },
  roomTypeCode,
});
const FLEX = 'FLEX';

export type RaceResult = { database: string; browsers: number; booked: number; soldOut: number; otherRefusals: string[]; roomsLeftAfter: number };

/**
 * Issue 17: `browsers` guests, each its own browser with a paid cart, press Book now together for the
 * last free room of a night. Exactly one booking, every other ROOMS_SOLD_OUT, and the night sold out.
 */
export async function runLastRoomRace(database: string, options: PorticoProcessOptions, browsers = 20): Promise<RaceResult> {
  const server = await startPorticoProcess(options);
  try {
    const { stay, roomTypeCode } = oneNight(300, 'STES');
    await fillUntilOneLeft(server, stay, roomTypeCode);
    const racers = await Promise.all(
      Array.from({ length: browsers }, async () => {
        const browser = bookingBrowser(server);
        return { browser, prepared: await prepareBooking(browser, stay, { roomTypeCode, ratePlanCode: FLEX }) };
      }),
    );
    const outcomes = await Promise.all(racers.map(({ browser, prepared }) => bookNow(browser, prepared)));
    const codes = outcomes.map((outcome) => outcome.code);
    return {
      database,
      browsers,
      booked: codes.filter((code) => code === null).length,
      soldOut: codes.filter((code) => code === 'ROOMS_SOLD_OUT').length,
      otherRefusals: codes.filter((code): code is string => code !== null && code !== 'ROOMS_SOLD_OUT'),
      roomsLeftAfter: await roomsLeft(bookingBrowser(server), stay, roomTypeCode),
    };
  } finally {
    await server.stop();
  }
}

async function fillUntilOneLeft(origins: BookingOrigins, stay: SearchCriteria, roomTypeCode: string) {
  const looker = bookingBrowser(origins);
  for (let left = await roomsLeft(looker, stay, roomTypeCode); left > 1; left = await roomsLeft(looker, stay, roomTypeCode)) {
    const browser = bookingBrowser(origins);
    const outcome = await bookNow(browser, await prepareBooking(browser, stay, { roomTypeCode, ratePlanCode: FLEX }));
    if (outcome.code) throw new Error(`filling the night was refused: ${outcome.code}`);
  }
}

export type BookingCrashResult = {
  database: string;
  acknowledged: number;
  killedAfterMs: number;
  /** Acknowledged confirmation numbers with no room after the restart. */
  missingAfterRestart: number;
  /** Nights whose rooms taken differ from the booked rooms on them (an order without its inventory, or the reverse). */
  inconsistentNights: string[];
};

const CRASH_NIGHTS = Array.from({ length: 8 }, (_, index) => oneNight(320 + index, 'GKNG'));

/**
 * Books one-night stays on eight nights from `writers` browsers, kills the server with SIGKILL half-way,
 * restarts it on the same database, and compares: every acknowledged booking is there, and on every night
 * the rooms taken since the start equal the rooms booked (no order without its inventory, no inventory
 * without an order), whatever the kill cut in flight.
 */
export async function runBookingCrash(database: string, options: PorticoProcessOptions, writers = 6): Promise<BookingCrashResult> {
  const server = await startPorticoProcess(options);
  const freeBefore = await freeRoomsByNight(server);
  const acknowledged: string[] = [];
  let isRunning = true;
  const writer = async (index: number) => {
    for (let round = 0; isRunning; round += 1) {
      const { stay, roomTypeCode } = CRASH_NIGHTS[(index + round) % CRASH_NIGHTS.length]!;
      try {
        const browser = bookingBrowser(server);
        const outcome = await bookNow(browser, await prepareBooking(browser, stay, { roomTypeCode, ratePlanCode: FLEX }));
        acknowledged.push(...outcome.confirmationNumbers);
      } catch {
        // The kill cuts requests in flight: those were never acknowledged.
      }
    }
  };
  const writing = Array.from({ length: writers }, (_, index) => writer(index));
  const killedAfterMs = 3000 + Math.floor(Math.random() * 3000);
  await new Promise((resolve) => setTimeout(resolve, killedAfterMs));
  await server.stop('SIGKILL');
  isRunning = false;
  await Promise.all(writing);

  const restarted = await startPorticoProcess(options);
  let freeAfter: Map<string, number>;
  try {
    freeAfter = await freeRoomsByNight(restarted);
  } finally {
    await restarted.stop();
  }
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite({ dataDir: options.dataDir! });
  try {
    const booked = await bookedRoomsByNight(db);
    const present = await presentConfirmations(db, acknowledged);
    const inconsistentNights = [...freeBefore].flatMap(([night, before]) => {
      const taken = before - (freeAfter.get(night) ?? 0);
      const rooms = booked.get(night) ?? 0;
      return taken === rooms ? [] : [`${night}: ${taken} taken, ${rooms} booked`];
    });
    return { database, acknowledged: acknowledged.length, killedAfterMs, missingAfterRestart: acknowledged.length - present, inconsistentNights };
  } finally {
    await db.close();
  }
}

async function freeRoomsByNight(origins: BookingOrigins): Promise<Map<string, number>> {
  const looker = bookingBrowser(origins);
  const free = new Map<string, number>();
  for (const { stay, roomTypeCode } of CRASH_NIGHTS) free.set(stay.checkInDate, await roomsLeft(looker, stay, roomTypeCode));
  return free;
}

async function bookedRoomsByNight(db: Database): Promise<Map<string, number>> {
  const { rows } = await db.query<{ night: string; rooms: number }>(
    `select to_char(r.check_in, 'YYYY-MM-DD') as night, count(*)::int as rooms
       from reservations r join orders o on o.id = r.order_id
      where o.hotel_code = 'NYCTS' and r.inventory_type_code = 'GKNG' and r.takes_inventory and r.status = 'CONFIRMED'
        and r.check_in = any($1::date[])
      group by r.check_in`,
    [CRASH_NIGHTS.map(({ stay }) => stay.checkInDate)],
  );
  return new Map(rows.map((row) => [row.night, row.rooms]));
}

async function presentConfirmations(db: Database, numbers: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from reservations where confirmation_number = any($1::text[])', [numbers]);
  return rows[0]?.count ?? 0;
}
