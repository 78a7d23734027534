import type { Database, Queryable } from '../db/database';

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

/**
 * The content revision now, as cheaply as it can be known exactly.
 *
 * On PostgreSQL it is read every time: other servers may write, and a read is the only thing that
 * sees their commits at once (a notification arrives a moment later, and not at all while the
 * listening connection is lost). On PGlite, which only this process can open, the same triggers'
 * NOTIFY reaches this process before the writing statement returns, so the revision read last stays
 * current until a notification says otherwise: measured, the read was a third of a kept answer's time.
 * A notification that arrives while a read is under way may be about a commit that read missed, so
 * that read is used once and not kept.
 */
export function contentRevisionReader(db: Database) {
  if (!db.listenInProcess) return { current: () => readContentRevision(db) };
  const listen = db.listenInProcess.bind(db);
  let notifications = 0;
  let listening: Promise<void> | undefined;
  let known: { revision: string; notifications: number } | undefined;
  return {
    async current(): Promise<string> {
      listening ??= listen(CONTENT_REVISION_CHANNEL, () => {
        notifications += 1;
      });
      await listening;
      if (known?.notifications === notifications) return known.revision;
      const before = notifications;
      const revision = await readContentRevision(db);
      if (notifications === before) known = { revision, notifications: before };
      return revision;
    },
  };
}

export type ContentRevisionReader = ReturnType<typeof contentRevisionReader>;
