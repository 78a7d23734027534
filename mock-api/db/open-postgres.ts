import pg from 'pg';
import type { Database, Queryable } from './database';

export type PostgresOptions = { poolSize?: number };

export async function openPostgres(connectionString: string, { poolSize = 10 }: PostgresOptions = {}): Promise<Database> {
  // Fail fast when the server is down, so callers get a 503 in seconds rather than hang.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 3000 });
  // An idle client that loses its server emits 'error'; without a listener Node would exit.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    query: (sql, params) => pool.query(sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(oneQueryAtATime(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A transaction is one connection, and a connection runs one query at a time. Code shared with reads
 * outside a transaction may start several at once (`Promise.all`); node-postgres queues them itself
 * today but deprecates it (pg 9 will refuse), so the transaction's client queues them here.
 */
function oneQueryAtATime(client: pg.PoolClient): Queryable {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    query: <Row extends object>(sql: string, params?: unknown[]) => {
      const next = previous.catch(() => {}).then(() => client.query<Row>(sql, params));
      previous = next;
      return next;
    },
  };
}
