import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { pglitePreparedStatements } from './pglite-prepared-statements';

export type PgliteOptions = {
  /** Folder of the database files; omit for a database held in memory (tests). */
  dataDir?: string;
  /** A data folder dumped by `dumpDataDir`, so tests skip initdb and migrations. */
  loadDataDir?: Blob | File;
};

export async function openPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<Database> {
  // PGlite does not create the parent folders of its data directory.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database {
  const prepared = pglitePreparedStatements(pg);
  return {
    kind: 'pglite',
    query: prepared.query,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work({ query: prepared.queryIn(tx) })),
    close: () => pg.close(),
    listenInProcess: async (channel, listener) => {
      await pg.listen(channel, listener);
    },
  };
}
