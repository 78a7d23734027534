import { parse, protocol, type PGlite, type Transaction } from '@electric-sql/pglite';
import type { Queryable } from './database';

/** Statements of the kinds worth a plan kept per text: the application's reads and writes, not DDL. */
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** PostgreSQL's "cached plan must not change result type": a table changed shape under a prepared statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

type Prepared = { name: string; parameterTypes: number[] };

// Statement names are per connection; this keeps two wrappers of one PGlite (tests) from sharing any.
let wrapperCount = 0;

export type PreparedStatementOptions = {
  /** How many statement texts are kept prepared; texts beyond it run unprepared (our SQL is a fixed set of texts). */
  maxStatements?: number;
};

/**
 * Runs PGlite queries as named prepared statements, as node-postgres's named queries do on a server.
 *
 * PGlite's own `query` sends parse, describe, bind, describe, execute and sync as six calls into its
 * WASM backend and parses and plans the text afresh every time: for a two-table read that was three
 * quarters of its cost (370 µs against 91 µs measured), and the database is most of an API request's
 * time. Here a text is parsed and described once under a name; each run is one call that binds,
 * executes and syncs. Values are serialised by the parameter types PostgreSQL inferred, with PGlite's
 * own serialisers, and rows parsed by its own parsers, so answers are those of `query`.
 *
 * Each call takes the locks PGlite's own calls take, so it never runs inside another caller's
 * transaction: outside a transaction both the transaction and the query lock, inside one (the caller
 * holds the transaction lock) the query lock.
 */
export function pglitePreparedStatements(pg: PGlite, { maxStatements = 1000 }: PreparedStatementOptions = {}) {
  const statements = new Map<string, Prepared>();
  const namePrefix = `portico_${++wrapperCount}_`;
  let statementCount = 0;

  async function prepare(sql: string): Promise<Prepared> {
    const name = `${namePrefix}${++statementCount}`;
    const { messages } = await pg.execProtocol(
      join(protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()),
      { syncToFs: false },
    );
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    // Kept whatever becomes of a transaction it was prepared in: a rollback does not undo a prepared statement.
    statements.set(sql, prepared);
    return prepared;
  }

  async function run(sql: string, params: unknown[], inTransaction: boolean) {
    const prepared = statements.get(sql) ?? (await prepare(sql));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = pg.serializers[prepared.parameterTypes[index]!];
      return serialize ? serialize(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      join(
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
      // As PGlite's own query: the file system is synced after a statement outside a transaction.
      { syncToFs: !inTransaction },
    );
    return parse.parseResults(messages, pg.parsers)[0]!;
  }

  async function runOrPrepareAgain(sql: string, params: unknown[], inTransaction: boolean) {
    try {
      return await run(sql, params, inTransaction);
    } catch (error) {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED || !statements.has(sql)) throw error;
      // A migration changed a table this text reads: prepare it again. Inside a transaction the error
      // has aborted it, so only the next call can use the new statement.
      await forget(sql);
      if (inTransaction) throw error;
      return run(sql, params, inTransaction);
    }
  }

  async function forget(sql: string) {
    const prepared = statements.get(sql);
    statements.delete(sql);
    if (prepared) {
      await pg.execProtocol(join(protocol.serialize.close({ type: 'S', name: prepared.name }), protocol.serialize.sync()), { syncToFs: false });
    }
  }

  const wantsPrepared = (sql: string) => PREPARABLE.test(sql) && (statements.has(sql) || statements.size < maxStatements);

  return {
    /** `query` outside any transaction. */
    query: (async (sql: string, params: unknown[] = []) => {
      if (!wantsPrepared(sql)) return pg.query(sql, params);
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => runOrPrepareAgain(sql, params, false)));
    }) as Queryable['query'],
    /** `query` inside the transaction `tx` (whose caller holds the transaction lock). */
    queryIn: (tx: Transaction): Queryable['query'] =>
      (async (sql: string, params: unknown[] = []) => {
        // Past its end a transaction's calls would run outside it: refused, as PGlite's own are.
        if (tx.closed || !wantsPrepared(sql)) return tx.query(sql, params);
        return pg._runExclusiveQuery(() => runOrPrepareAgain(sql, params, true));
      }) as Queryable['query'],
  };
}

function join(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
