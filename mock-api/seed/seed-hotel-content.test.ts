import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { deleteOrdersAtHotels } from '../testing/delete-orders-at-hotels';
import { createTestDatabase } from '../testing/test-database';
import { undoHotelContentMigration } from '../testing/undo-hotel-content-migration';
import { HOTELS } from './fixtures';
import { HOTEL_CONTENT } from './hotel-content-fixtures';
import { seedIfEmpty } from './seed';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const SEED_DAY = new Date('2026-03-10T08:00:00Z');

/** A demo database seeded before hotel content existed, upgraded, then started again on SEED_DAY. */
async function upgradedDatabase(): Promise<Database> {
  const upgraded = await createTestDatabase();
  await undoHotelContentMigration(upgraded);
  await migrate(upgraded);
  expect(await seedIfEmpty(upgraded, SEED_DAY)).toBe(false);
  return upgraded;
}

async function countsByHotel(database: Database, table: 'hotel_alerts' | 'hotel_reviews') {
  const { rows } = await database.query<{ code: string; count: number }>(
    `select h.code, count(t.hotel_code)::int as count from hotels h left join ${table} t on t.hotel_code = h.code group by h.code order by h.code`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.count]));
}

describe('hotel content seeding', () => {
  it('gives every fixture hotel of a database seeded before it its description, details and alternate logo', async () => {
    db = await upgradedDatabase();
    const { rows } = await db.query<{ code: string; description: string; rooms: number; logo: string; brand: string }>(
      'select code, description, room_count as rooms, alternate_logo_src as logo, brand_code as brand from hotels order by code',
    );
    expect(rows).toHaveLength(HOTELS.length);
    for (const row of rows) {
      expect(row.description).toBe(HOTEL_CONTENT[row.code]?.description);
      expect(row.rooms).toBe(HOTEL_CONTENT[row.code]?.roomCount);
      expect(row.logo).toBe(`/images/logos/${row.brand.toLowerCase()}-alternate.svg`);
    }
  });

  it('adds the notices and reviews of each hotel, with dates from the day of seeding', async () => {
    db = await upgradedDatabase();
    const alertCounts = await countsByHotel(db, 'hotel_alerts');
    const reviewCounts = await countsByHotel(db, 'hotel_reviews');
    expect(alertCounts).toMatchObject({ BKKRV: 1, DXBBG: 1, LONKX: 0, NYCTS: 2, SHAPD: 1 });
    expect(reviewCounts).toMatchObject({ BKKRV: 2, DXBBG: 4, LONKX: 3, NYCTS: 6, SHAPD: 3 });
    expect(alertCounts).toEqual(Object.fromEntries(HOTELS.map((hotel) => [hotel.code, HOTEL_CONTENT[hotel.code]?.alerts.length])));
    expect(reviewCounts).toEqual(Object.fromEntries(HOTELS.map((hotel) => [hotel.code, HOTEL_CONTENT[hotel.code]?.reviews.length])));
    const { rows } = await db.query(
      `select to_char(starts_on, 'YYYY-MM-DD') as starts, to_char(ends_on, 'YYYY-MM-DD') as ends from hotel_alerts
        where hotel_code = 'NYCTS' order by starts_on desc`,
    );
    expect(rows).toEqual([
      { starts: '2026-03-09', ends: '2026-05-09' },
      { starts: '2026-02-08', ends: '2026-02-28' },
    ]);
    const { rows: reviews } = await db.query(
      `select to_char(stayed_on, 'YYYY-MM-DD') as stayed, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as posted
         from hotel_reviews where hotel_code = 'NYCTS' order by created_at desc limit 1`,
    );
    expect(reviews).toEqual([{ stayed: '2026-03-01', posted: '2026-03-07' }]);
  });

  it('files a banner, then a logo entry, under each hotel’s logo taxonomies, and the brands to draw', async () => {
    db = await upgradedDatabase();
    const { rows } = await db.query<{ name: string; taxonomies: string[]; images: { imageFile: string }[] }>(
      `select name, taxonomies, images from content_entries where 'NYCTS' = any(taxonomies) order by id`,
    );
    expect(rows.map((row) => row.name)).toEqual(['NYCTS welcome banner', 'NYCTS hotel logo']);
    expect(rows[1]).toMatchObject({ taxonomies: ['property-logos', 'N', 'NYCTS'], images: [{ imageFile: '/images/logos/mc.svg' }] });
    const { rows: brands } = await db.query('select code, wordmark from brands order by code');
    expect(brands).toEqual([
      { code: 'BG', wordmark: 'Jewel' },
      { code: 'MC', wordmark: 'Portico' },
    ]);
  });

  it('adds nothing twice and keeps content an operator changed', async () => {
    db = await upgradedDatabase();
    await db.exec(`update hotels set description = 'Our own words.' where code = 'LONKX'; delete from hotel_reviews where author = 'Tom B.'`);
    const before = await db.query('select count(*)::int as n from content_entries');
    expect(await seedIfEmpty(db, new Date('2026-04-01T08:00:00Z'))).toBe(false);
    expect(await db.query('select count(*)::int as n from content_entries')).toEqual(before);
    expect(await countsByHotel(db, 'hotel_reviews')).toMatchObject({ NYCTS: 5, LONKX: 3 });
    expect(await countsByHotel(db, 'hotel_alerts')).toMatchObject({ NYCTS: 2 });
    const { rows } = await db.query(`select description from hotels where code = 'LONKX'`);
    expect(rows).toEqual([{ description: 'Our own words.' }]);
  });

  it('skips a fixture hotel the database cannot take back, because another hotel holds its nickname', async () => {
    db = await createTestDatabase();
    await undoHotelContentMigration(db);
    await migrate(db);
    await deleteOrdersAtHotels(db, ['BKKRV']);
    await db.exec(`
      delete from saved_properties where hotel_code = 'BKKRV';
      delete from hotels where code = 'BKKRV';
      insert into hotels (code, seo_nickname, name, brand_code, address_line1, city, country_code, country_name, latitude, longitude, phone, currency)
        values ('BKKZZ', 'bkkrv-portico-bangkok-riverside', 'Riverside', 'MC', '1 Road', 'Bangkok', 'TH', 'Thailand', 13.7, 100.5, '+66', 'THB');
    `);
    await expect(seedIfEmpty(db, SEED_DAY)).resolves.toBe(false);
    const { rows } = await db.query(`select name from content_entries where 'BKKRV' = any(taxonomies)`);
    expect(rows).toEqual([]);
    const { rows: hotels } = await db.query(`select code from hotels where code like 'BKK%' order by code`);
    expect(hotels).toEqual([{ code: 'BKKZZ' }]);
  });
});
