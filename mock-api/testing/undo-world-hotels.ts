import type { Database } from '../db/database';
import { WORLD_HOTELS } from '../seed/world-hotel-fixtures';
import { deleteOrdersAtHotels } from './delete-orders-at-hotels';

/**
 * Puts a seeded test database back to how a demo database looked before the world hotels and Emma
 * Walsh: the five first hotels and four members, so tests can start it again as a real upgrade would.
 * Photos, amenities, notices and reviews go with their hotel; content entries are filed by code; the
 * fixture orders at those hotels go first, as they refer to them.
 */
export async function undoWorldHotels(db: Database): Promise<void> {
  const codes = WORLD_HOTELS.map((hotel) => hotel.code);
  await db.transaction(async (tx) => {
    await deleteOrdersAtHotels(tx, codes);
    await tx.query('delete from members where email = $1', ['emma.walsh@example.com']);
    await tx.query('delete from content_entries where taxonomies && $1::text[]', [codes]);
    await tx.query('delete from hotels where code = any($1::text[])', [codes]);
  });
}
