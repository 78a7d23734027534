import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { undoHotelContentMigration } from '../testing/undo-hotel-content-migration';
import type { Database } from './database';
import { migrate } from './migrate';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migration 0005, hotel content', () => {
  it('applies to a database seeded before it, keeping every hotel valid with the defaults', async () => {
    db = await createTestDatabase();
    await undoHotelContentMigration(db);
    expect(await migrate(db)).toEqual(['0005-hotel-content.sql']);
    const { rows } = await db.query(
      `select code, description, to_char(check_in_time, 'HH24:MI') as "in", to_char(check_out_time, 'HH24:MI') as "out",
              room_count as rooms, alternate_logo_src as logo from hotels where code = 'NYCTS'`,
    );
    expect(rows).toEqual([{ code: 'NYCTS', description: '', in: '15:00', out: '11:00', rooms: 0, logo: null }]);
  });

  it('moves stored photo addresses from .jpg to .svg, and only those', async () => {
    db = await createTestDatabase();
    await undoHotelContentMigration(db);
    await db.query(`update hotel_photos set url = 'https://cdn.example/kept.jpg' where hotel_code = 'LONKX' and position = 1`);
    await migrate(db);
    const { rows } = await db.query<{ url: string }>(`select url from hotel_photos where hotel_code in ('NYCTS', 'LONKX') order by hotel_code, position`);
    expect(rows.map((row) => row.url)).toEqual([
      '/images/hotels/lonkx-1.svg',
      'https://cdn.example/kept.jpg',
      '/images/hotels/nycts-1.svg',
      '/images/hotels/nycts-2.svg',
      '/images/hotels/nycts-3.svg',
    ]);
    const { rows: primary } = await db.query(`select primary_image_url as url from hotels where code = 'DXBBG'`);
    expect(primary).toEqual([{ url: '/images/hotels/dxbbg-1.svg' }]);
  });

  it('refuses a rating outside 1 to 5, a stay not on the first of a month, and half an alternate logo', async () => {
    db = await createTestDatabase();
    const review = (rating: number, stayedOn: string) =>
      db!.query(`insert into hotel_reviews (hotel_code, author, rating, title, text, stayed_on) values ('NYCTS', 'A.', $1, 't', 'x', $2)`, [rating, stayedOn]);
    await expect(review(6, '2026-01-01')).rejects.toThrow(/check constraint/);
    await expect(review(0, '2026-01-01')).rejects.toThrow(/check constraint/);
    await expect(review(5, '2026-01-02')).rejects.toThrow(/check constraint/);
    await expect(db.query(`update hotels set alternate_logo_alt = null where code = 'NYCTS'`)).rejects.toThrow(/hotels_alternate_logo_whole/);
  });
});
