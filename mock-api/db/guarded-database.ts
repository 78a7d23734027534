import type { Database, Queryable } from './database';

/**
 * A query parameter holding a NUL character. PostgreSQL text and JSON cannot store U+0000, so the query
 * would fail; the value came from a client, so the answer is a 400 (Fastify and the GraphQL error mask
 * both read `statusCode`), never a 500. The HTTP guard names the field for bodies and query strings;
 * this catches whatever else reaches the database (GraphQL variables sent by GET, string literals).
 */
export class NulInTextError extends Error {
  readonly statusCode = 400;
  readonly code = 'BAD_REQUEST';
  constructor() {
    super('Text may not contain a NUL character (U+0000).');
  }
}

/**
 * Errors thrown by the database client. A socket code such as ECONNRESET says nothing of whose socket it
 * was: a browser that hangs up mid-request raises the same one from the request stream, and that is no
 * outage. Only what the database calls threw may be judged one.
 */
const databaseErrors = new WeakSet<object>();

export function isDatabaseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && databaseErrors.has(error);
}

/** `db` refusing NUL in parameters before they are sent, and remembering every error its calls throw as the database's own. */
export function guardedDatabase(db: Database): Database {
  return {
    kind: db.kind,
    query: (sql, params) => guarded(params, () => db.query(sql, params)),
    exec: (sql) => guarded(undefined, () => db.exec(sql)),
    transaction: (work) => guarded(undefined, () => db.transaction((tx) => work(guardedQueryable(tx)))),
    close: () => db.close(),
    ...(db.listenInProcess ? { listenInProcess: (channel: string, listener: () => void) => db.listenInProcess!(channel, listener) } : {}),
  };
}

function guardedQueryable(tx: Queryable): Queryable {
  return { query: (sql, params) => guarded(params, () => tx.query(sql, params)) };
}

async function guarded<T>(params: unknown[] | undefined, call: () => Promise<T>): Promise<T> {
  if (params?.some(holdsNul)) throw new NulInTextError();
  try {
    return await call();
  } catch (error) {
    if (typeof error === 'object' && error !== null && !(error instanceof NulInTextError)) databaseErrors.add(error);
    throw error;
  }
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  return Array.isArray(value) && value.some(holdsNul);
}
