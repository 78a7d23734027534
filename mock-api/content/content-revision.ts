import type { Database, Queryable } from '../db/database';
import { notifiedRevisions } from '../db/notified-revisions';

/** The channel migration 0011's triggers notify on when hotel content changes. */
export const CONTENT_REVISION_CHANNEL = 'content_revision';

/**
 * The revision of all public hotel content (migration 0011): a number that grows, in the same
 * transaction, whenever a hotel, its photos, amenities, notices, reviews or offers, or a brand
 * change. One primary-key row; read it before the content it stands for, so what is kept under it is
 * never older than it.
 */
export async function readContentRevision(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ revision: string }>('select revision::text as revision from content_revision where id');
  const row = rows[0];
  if (!row) throw new Error('content_revision has no row: run the migrations.');
  return row.revision;
}

/** The content revision now, as cheaply as it can be known exactly (notified-revisions.ts). */
export function contentRevisionReader(db: Database) {
  const revisions = notifiedRevisions<null>(db, CONTENT_REVISION_CHANNEL, () => readContentRevision(db));
  return { current: () => revisions.current(null) };
}

export type ContentRevisionReader = ReturnType<typeof contentRevisionReader>;
