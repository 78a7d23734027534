/** The little of a SQL client the back end uses, so PGlite and node-postgres fit behind one type. */
export type Queryable = {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};

/** A database connection: PGlite in process, or a PostgreSQL server through a pool. */
export type Database = Queryable & {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs one script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Calls `listener` on each NOTIFY on `channel`, before the statement whose commit sent it returns to
   * its caller. Only a database no other process writes can promise that, so only PGlite (one process
   * on its files) offers it; with PostgreSQL, what another server commits is known only by reading.
   */
  listenInProcess?(channel: string, listener: () => void): Promise<void>;
};
