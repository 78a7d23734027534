import type { Database } from './database';

/**
 * Revisions read from the database (one per key), as cheaply as they can be known exactly.
 *
 * On PostgreSQL each is read every time: other servers may write, and a read is the only thing that
 * sees their commits at once (a notification arrives a moment later, and not at all while the
 * listening connection is lost). On PGlite, which only this process can open, the triggers' NOTIFY on
 * `channel` reaches this process before the writing statement returns, so a revision read last stays
 * current until a notification says otherwise: measured, the read was a third of a kept answer's time.
 * A notification that arrives while a read is under way may be about a commit that read missed, so
 * that read is used once and not kept. Any notification on the channel retires every key's revision:
 * one counter, nothing to route.
 */
export function notifiedRevisions<Key>(db: Database, channel: string, read: (key: Key) => Promise<string>) {
  if (!db.listenInProcess) return { current: read };
  const listen = db.listenInProcess.bind(db);
  let notifications = 0;
  let listening: Promise<void> | undefined;
  const known = new Map<Key, { revision: string; notifications: number }>();
  return {
    async current(key: Key): Promise<string> {
      listening ??= listen(channel, () => {
        notifications += 1;
      });
      await listening;
      const kept = known.get(key);
      if (kept?.notifications === notifications) return kept.revision;
      const before = notifications;
      const revision = await read(key);
      if (notifications === before) known.set(key, { revision, notifications: before });
      return revision;
    },
  };
}

export type NotifiedRevisions<Key> = ReturnType<typeof notifiedRevisions<Key>>;
