import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import type { Database } from '../db/database';
import { createTestDatabase } from '../testing/test-database';
import { seedingDayOf } from '../testing/reservation-calls';
import { HOTEL_BOOKING, POINTS_BALANCES, RATE_PLANS, SOLD_OUT_NIGHT } from './booking-fixtures';
import { HOTELS } from './fixtures';
import { seedBooking } from './seed-booking';
import { SEEDED_NIGHTS } from './seed-booking-nights';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

async function nightsOf(database: Database, table: 'nightly_prices' | 'room_inventory', hotelCode: string) {
  const { rows } = await database.query<{ room: string; count: number; first: string; last: string }>(
    `select room_type_code as room, count(*)::int as count, to_char(min(night), 'YYYY-MM-DD') as first, to_char(max(night), 'YYYY-MM-DD') as last
       from ${table} where hotel_code = $1 group by room_type_code order by room_type_code`,
    [hotelCode],
  );
  return rows;
}

describe('the booking seed of a fresh database', () => {
  it('gives every fixture hotel its room types, the six rate plans with rules in two locales, and its taxes', async () => {
    db = await createTestDatabase();
    const { rows } = await db.query<{ code: string; rooms: number; plans: number; rules: number; terms: number }>(
      `select h.code,
              (select count(*)::int from room_types r where r.hotel_code = h.code) as rooms,
              (select count(*)::int from rate_plans p where p.hotel_code = h.code) as plans,
              (select count(distinct (rate_plan_code, locale))::int from rate_plan_rules x where x.hotel_code = h.code) as rules,
              (select count(*)::int from hotel_booking_terms t where t.hotel_code = h.code) as terms
         from hotels h order by h.code`,
    );
    expect(rows).toEqual(
      HOTELS.map((hotel) => hotel.code)
        .sort()
        .map((code) => ({ code, rooms: HOTEL_BOOKING[code]!.rooms.length, plans: RATE_PLANS.length, rules: RATE_PLANS.length * 2, terms: 1 })),
    );
  });

  it('pays each rate by its spec 9 method (DXBBG’s flexible rates by a first-night deposit) and lets every hotel take every card brand', async () => {
    db = await createTestDatabase();
    const { rows } = await db.query<{ hotel: string; plan: string; method: string }>(
      `select hotel_code as hotel, code as plan, payment_method_code as method from rate_plans where hotel_code in ('NYCTS', 'DXBBG') order by 1, sort_order`,
    );
    const methods = (hotel: string) => rows.filter((row) => row.hotel === hotel).map((row) => `${row.plan} ${row.method}`);
    expect(methods('NYCTS')).toEqual(['FLEX 5.PMT', 'MEMBER 5.PMT', 'PREPAY 1.PMT', 'POINTS 25.PMT', 'CASH_POINTS 5.PMT', 'UPGRADE 5.PMT']);
    expect(methods('DXBBG')).toEqual(['FLEX 4.PMT', 'MEMBER 4.PMT', 'PREPAY 1.PMT', 'POINTS 25.PMT', 'CASH_POINTS 5.PMT', 'UPGRADE 5.PMT']);
    const { rows: brands } = await db.query<{ hotels: number; brands: number }>('select count(distinct hotel_code)::int as hotels, count(*)::int as brands from hotel_card_brands');
    expect(brands).toEqual([{ hotels: HOTELS.length, brands: HOTELS.length * 7 }]);
  });

  it('prices and stocks every room type for each night from the day before seeding to a year ahead', async () => {
    db = await createTestDatabase();
    const seedDay = await seedingDayOf(db);
    const year = { count: SEEDED_NIGHTS.lastDaysFromSeeding - SEEDED_NIGHTS.firstDaysFromSeeding + 1, first: addDays(seedDay, -1), last: addDays(seedDay, 364) };
    for (const code of ['NYCTS', 'TYOGZ', 'SELGN']) {
      const expected = HOTEL_BOOKING[code]!.rooms.map((room) => ({ room: room.code, ...year })).sort((a, b) => a.room.localeCompare(b.room));
      expect(await nightsOf(db, 'nightly_prices', code)).toEqual(expected);
      expect(await nightsOf(db, 'room_inventory', code)).toEqual(expected);
    }
  });

  it('quotes yen and won prices in hundreds and dollar prices in whole dollars', async () => {
    db = await createTestDatabase();
    const { rows } = await db.query<{ hotel: string; odd: number }>(
      `select hotel_code as hotel, count(*) filter (where flexible_price_minor % 100 <> 0)::int as odd
         from nightly_prices where hotel_code in ('TYOGZ', 'SELGN', 'NYCTS') group by hotel_code order by hotel_code`,
    );
    expect(rows).toEqual([
      { hotel: 'NYCTS', odd: 0 },
      { hotel: 'SELGN', odd: 0 },
      { hotel: 'TYOGZ', odd: 0 },
    ]);
  });

  it('sells out every room type at NYCTS on the fixture night, and no room type anywhere on any other night', async () => {
    db = await createTestDatabase();
    const soldOutNight = addDays(await seedingDayOf(db), SOLD_OUT_NIGHT.daysFromSeeding);
    const { rows } = await db.query<{ hotel: string; night: string; soldOut: number; types: number }>(
      `select hotel_code as hotel, to_char(night, 'YYYY-MM-DD') as night, count(*)::int as types,
              count(*) filter (where rooms_sold = rooms_total)::int as "soldOut"
         from room_inventory group by hotel_code, night having count(*) filter (where rooms_sold = rooms_total) > 0`,
    );
    expect(rows).toEqual([{ hotel: SOLD_OUT_NIGHT.hotelCode, night: soldOutNight, soldOut: 4, types: 4 }]);
  });

  it('opens the fixture members’ points balances', async () => {
    db = await createTestDatabase();
    const { rows } = await db.query<{ email: string; balance: number }>(
      `select m.email, sum(e.points)::int as balance from member_points_entries e join members m on m.id = e.member_id group by m.email order by m.email`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.email, row.balance]))).toEqual(POINTS_BALANCES);
  });
});

describe('the booking seed on later starts', () => {
  it('rolls nights forward to a year from the new day and leaves every existing row as it was', async () => {
    db = await createTestDatabase();
    const seedDay = await seedingDayOf(db);
    await db.query(`update room_inventory set rooms_sold = rooms_total where hotel_code = 'LONKX' and night = $1::date`, [addDays(seedDay, 3)]);
    await db.query(`update nightly_prices set flexible_price_minor = 12300 where hotel_code = 'LONKX' and night = $1::date`, [addDays(seedDay, 4)]);
    const before = await db.query(`select * from room_inventory where night <= $1::date order by 1, 2, 3`, [addDays(seedDay, 364)]);
    await db.transaction((tx) => seedBooking(tx, noon(addDays(seedDay, 10))));

    const last = addDays(seedDay, 374);
    expect((await nightsOf(db, 'room_inventory', 'LONKX')).map((row) => [row.count, row.last])).toEqual(Array(4).fill([376, last]));
    expect((await nightsOf(db, 'nightly_prices', 'LONKX')).map((row) => [row.count, row.last])).toEqual(Array(4).fill([376, last]));
    expect((await db.query(`select * from room_inventory where night <= $1::date order by 1, 2, 3`, [addDays(seedDay, 364)])).rows).toEqual(before.rows);
    const { rows } = await db.query(`select distinct flexible_price_minor as price from nightly_prices where hotel_code = 'LONKX' and night = $1::date`, [addDays(seedDay, 4)]);
    expect(rows).toEqual([{ price: 12300 }]);
  });

  it('adds no room type, plan, rule, photo or balance twice', async () => {
    db = await createTestDatabase();
    const tables = ['room_types', 'room_type_features', 'room_type_images', 'rate_plans', 'rate_plan_rules', 'hotel_booking_terms', 'award_chart', 'member_points_entries', 'hotel_card_brands'];
    const counts = async (database: Database) =>
      Promise.all(tables.map(async (table) => (await database.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n));
    const once = await counts(db);
    const seedDay = await seedingDayOf(db);
    await db.transaction((tx) => seedBooking(tx, noon(seedDay)));
    expect(await counts(db)).toEqual(once);
  });

  it('draws the same prices and sales for the same day of seeding, every time', async () => {
    db = await createTestDatabase();
    const seedDay = await seedingDayOf(db);
    const read = async () => (await db!.query(`select * from nightly_prices p join room_inventory i using (hotel_code, room_type_code, night) where hotel_code = 'PAROP' order by 2, 3`)).rows;
    const first = await read();
    await db.exec(`delete from nightly_prices where hotel_code = 'PAROP'; delete from room_inventory where hotel_code = 'PAROP'`);
    await db.transaction((tx) => seedBooking(tx, noon(seedDay)));
    expect(await read()).toEqual(first);
  });
});
