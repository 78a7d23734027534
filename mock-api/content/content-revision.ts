import type { Queryable } from '../db/database';

/**
 * The revision of all public hotel content (migration 0011): a number that grows, in the same
 * transaction, whenever a hotel, its photos, amenities, notices, reviews or offers, or a brand
 * change. One primary-key row, so reading it costs next to nothing; read it before the content it
 * stands for, so what is kept under it is never older than it.
 */
export async function readContentRevision(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ revision: string }>('select revision::text as revision from content_revision where id');
  const row = rows[0];
  if (!row) throw new Error('content_revision has no row: run the migrations.');
  return row.revision;
}
