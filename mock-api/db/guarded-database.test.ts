import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { guardedDatabase, isDatabaseError, NulInTextError } from './guarded-database';

const connectionReset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

/** A database whose every call fails with `error`, counting the calls that reached it. */
function failingWith(error: Error) {
  const calls = { count: 0 };
  const fail = async (): Promise<never> => {
    calls.count += 1;
    throw error;
  };
  const db: Database = { kind: 'pglite', query: fail, exec: fail, transaction: fail, close: async () => {} };
  return { db, calls };
}

describe('guardedDatabase', () => {
  it('refuses a parameter holding NUL before it is sent, as a client error', async () => {
    const { db, calls } = failingWith(new Error('unreachable'));
    const guarded = guardedDatabase(db);
    await expect(guarded.query('select $1', ['a\u0000b'])).rejects.toBeInstanceOf(NulInTextError);
    await expect(guarded.query('select $1', [['ok', 'x\u0000']])).rejects.toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(calls.count).toBe(0);
  });

  it('refuses NUL in a transaction’s queries too', async () => {
    let reached = false;
    const inner: Database = {
      ...failingWith(new Error('x')).db,
      transaction: (work) => work({ query: async () => ((reached = true), { rows: [] }) }),
    };
    await expect(guardedDatabase(inner).transaction((tx) => tx.query('select $1', ['\u0000']))).rejects.toBeInstanceOf(NulInTextError);
    expect(reached).toBe(false);
  });

  it('marks what the database threw, so a lost connection there is an outage', async () => {
    const reset = connectionReset();
    await expect(guardedDatabase(failingWith(reset).db).query('select 1')).rejects.toBe(reset);
    expect(isDatabaseError(reset)).toBe(true);
    expect(isDatabaseUnavailable(reset)).toBe(true);
  });

  it('a connection reset that did not come from the database (a client hanging up) is no outage', () => {
    expect(isDatabaseUnavailable(connectionReset())).toBe(false);
  });

  it('a query mistake from the database is its error but no outage', async () => {
    const mistake = Object.assign(new Error('syntax error'), { code: '42601' });
    await expect(guardedDatabase(failingWith(mistake).db).query('selec 1')).rejects.toBe(mistake);
    expect(isDatabaseUnavailable(mistake)).toBe(false);
  });
});
