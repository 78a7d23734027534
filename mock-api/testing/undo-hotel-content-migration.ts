import type { Database } from '../db/database';

/**
 * Puts a seeded test database back to how a demo database looked before migration 0005 (hotel content):
 * without its tables and columns, with `.jpg` photo addresses, and with 0005 unrecorded, so tests can
 * apply the migration and the seed to it as a real upgrade would.
 */
export async function undoHotelContentMigration(db: Database): Promise<void> {
  await db.exec(`
    drop table content_entries, hotel_reviews, hotel_alerts, brands;
    alter table hotels drop constraint hotels_alternate_logo_whole, drop column description, drop column check_in_time,
      drop column check_out_time, drop column room_count, drop column pet_policy, drop column parking,
      drop column alternate_logo_src, drop column alternate_logo_alt;
    update hotel_photos set url = regexp_replace(url, '\\.svg$', '.jpg');
    update hotels set primary_image_url = regexp_replace(primary_image_url, '\\.svg$', '.jpg');
    delete from schema_migrations where name = '0005-hotel-content.sql';
  `);
}
