import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SAVED_PROPERTIES } from '../../shared/domain/saved-properties';
import type { Database } from '../db/database';
import { deleteOrdersAtHotels } from '../testing/delete-orders-at-hotels';
import { createTestDatabase } from '../testing/test-database';
import { undoWorldHotels } from '../testing/undo-world-hotels';
import { HOTELS, MEMBERS } from './fixtures';
import { HOTEL_CONTENT } from './hotel-content-fixtures';
import { ORDER_FIXTURES } from './reservation-fixtures';
import { seedIfEmpty } from './seed';
import { WORLD_HOTELS } from './world-hotel-fixtures';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const SEED_DAY = new Date('2026-03-10T08:00:00Z');
const EMMA = 'emma.walsh@example.com';

/** How many rows each seeded table holds, to show that a start added nothing twice. */
async function tableCounts(database: Database) {
  const tables = [
    'hotels', 'hotel_photos', 'hotel_amenities', 'hotel_alerts', 'hotel_reviews', 'content_entries', 'members', 'saved_properties',
    'orders', 'reservations', 'reservation_guests', 'sweepstakes',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

async function savedCodes(database: Database, email: string) {
  const { rows } = await database.query<{ code: string }>(
    `select hotel_code as code from saved_properties s join members m on m.id = s.member_id where m.email = $1 order by s.saved_at`,
    [email],
  );
  return rows.map((row) => row.code);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The fixture orders at `codes`, and their rooms and guests. */
function fixtureOrdersAt(codes: readonly string[]) {
  const orders = ORDER_FIXTURES.filter((order) => codes.includes(order.hotelCode));
  const rooms = orders.flatMap((order) => order.rooms);
  return { orders: orders.length, rooms: rooms.length, guests: sum(rooms.map((room) => room.guests.length)) };
}

describe('seeding a database seeded before the world hotels', () => {
  it('has five hotels and every member but Emma to start with', async () => {
    db = await createTestDatabase();
    await undoWorldHotels(db);
    expect(await tableCounts(db)).toMatchObject({ hotels: 5, members: MEMBERS.length - 1, content_entries: 5 * 2 });
  });

  it('gains the 17 hotels with photos, amenities and content, and Emma with her 20 saved hotels', async () => {
    db = await createTestDatabase();
    await undoWorldHotels(db);
    const before = await tableCounts(db);
    expect(await seedIfEmpty(db, SEED_DAY)).toBe(false);

    const { rows: hotels } = await db.query<{ code: string; description: string; logo: string | null }>(
      'select code, description, alternate_logo_src as logo from hotels',
    );
    expect(hotels.map((hotel) => hotel.code).sort()).toEqual(HOTELS.map((hotel) => hotel.code).sort());
    for (const hotel of hotels) {
      expect(hotel.description).toBe(HOTEL_CONTENT[hotel.code]?.description);
      expect(hotel.logo).not.toBeNull();
    }
    const world = (pick: (code: string) => number) => sum(WORLD_HOTELS.map((hotel) => pick(hotel.code)));
    const worldOrders = fixtureOrdersAt(WORLD_HOTELS.map((hotel) => hotel.code));
    const after = await tableCounts(db);
    expect(after).toEqual({
      ...before,
      hotels: before.hotels! + 17,
      hotel_photos: before.hotel_photos! + sum(WORLD_HOTELS.map((hotel) => hotel.photos.length)),
      hotel_amenities: before.hotel_amenities! + sum(WORLD_HOTELS.map((hotel) => hotel.amenities.length)),
      hotel_alerts: before.hotel_alerts! + world((code) => HOTEL_CONTENT[code]!.alerts.length),
      hotel_reviews: before.hotel_reviews! + world((code) => HOTEL_CONTENT[code]!.reviews.length),
      content_entries: before.content_entries! + 17 * 2,
      members: before.members! + 1,
      saved_properties: before.saved_properties! + MAX_SAVED_PROPERTIES,
      orders: before.orders! + worldOrders.orders,
      reservations: before.reservations! + worldOrders.rooms,
      reservation_guests: before.reservation_guests! + worldOrders.guests,
    });
    const emma = MEMBERS.find((member) => member.email === EMMA)!;
    expect(await savedCodes(db, EMMA)).toEqual(emma.savedHotelCodes);
    const { rows: members } = await db.query('select member_number, consumer_id, tier from members where email = $1', [EMMA]);
    expect(members).toEqual([{ member_number: '100000005', consumer_id: 'C1000005', tier: 'Titanium' }]);
  });

  it('adds nothing twice on the starts after, and leaves the hotels it already has as they are', async () => {
    db = await createTestDatabase();
    await undoWorldHotels(db);
    await db.exec(`update hotels set name = 'Portico Times Square, renamed' where code = 'NYCTS'; delete from hotel_amenities where hotel_code = 'LONKX' and name = 'Bar'`);
    await seedIfEmpty(db, SEED_DAY);
    const once = await tableCounts(db);
    expect(await seedIfEmpty(db, new Date('2026-04-01T08:00:00Z'))).toBe(false);
    expect(await tableCounts(db)).toEqual(once);
    const { rows } = await db.query(`select name from hotels where code = 'NYCTS'`);
    expect(rows).toEqual([{ name: 'Portico Times Square, renamed' }]);
    const { rows: amenities } = await db.query<{ name: string }>(`select name from hotel_amenities where hotel_code = 'LONKX' order by name`);
    expect(amenities.map((amenity) => amenity.name)).toEqual(['Fitness centre', 'Free Wi-Fi']);
  });

  it('keeps Emma’s saved hotels as she left them, at the limit or not', async () => {
    db = await createTestDatabase();
    await db.exec(`delete from saved_properties where hotel_code = 'BOMBC'`);
    await seedIfEmpty(db, SEED_DAY);
    expect(await savedCodes(db, EMMA)).toHaveLength(MAX_SAVED_PROPERTIES - 1);
  });

  it('gives a fresh database all 22 hotels and Emma exactly at the limit', async () => {
    db = await createTestDatabase();
    expect(await tableCounts(db)).toMatchObject({ hotels: HOTELS.length, members: MEMBERS.length });
    expect(await savedCodes(db, EMMA)).toHaveLength(MAX_SAVED_PROPERTIES);
    expect(await savedCodes(db, EMMA)).not.toContain('LONKX');
  });

  it('puts back a fixture hotel missing by code, and skips one whose nickname another hotel holds', async () => {
    db = await createTestDatabase();
    await deleteOrdersAtHotels(db, ['PAROP', 'BOMBC']);
    await db.exec(`
      delete from saved_properties where hotel_code in ('PAROP', 'BOMBC');
      delete from content_entries where 'PAROP' = any(taxonomies) or 'BOMBC' = any(taxonomies);
      delete from hotels where code in ('PAROP', 'BOMBC');
      insert into hotels (code, seo_nickname, name, brand_code, address_line1, city, country_code, country_name, latitude, longitude, phone, currency)
        values ('BOMXX', 'bombc-portico-mumbai-bandra-kurla', 'Operator’s own', 'MC', '1 Road', 'Mumbai', 'IN', 'India', 19, 72.8, '+91', 'INR');
    `);
    await expect(seedIfEmpty(db, SEED_DAY)).resolves.toBe(false);
    const { rows } = await db.query<{ code: string; photos: number }>(
      `select h.code, (select count(*)::int from hotel_photos p where p.hotel_code = h.code) as photos from hotels h where code in ('PAROP', 'BOMBC', 'BOMXX') order by code`,
    );
    expect(rows).toEqual([
      { code: 'BOMXX', photos: 0 },
      { code: 'PAROP', photos: 3 },
    ]);
    const { rows: entries } = await db.query(`select name from content_entries where 'BOMBC' = any(taxonomies)`);
    expect(entries).toEqual([]);
  });
});
