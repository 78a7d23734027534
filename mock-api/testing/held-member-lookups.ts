import type { Database } from '../db/database';
import { accountCalls } from './account-calls';
import { createTestDatabase } from './test-database';
import { startTestApi } from './test-api';

/**
 * A database whose member lookups wait until the test opens the gate: a call that must answer before it
 * looks anyone up (so that its answer cannot differ, in words or in time, between one who is a member
 * and one who is not) answers with the gate shut.
 */
export function heldMemberLookups(db: Database): { held: Database; open: () => void } {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: Database = {
    ...db,
    query: <Row extends object>(sql: string, params?: unknown[]) => (/from members where/.test(sql) ? gate : Promise.resolve()).then(() => db.query<Row>(sql, params)),
  };
  return { held, open };
}

/** What a client can compare between two answers: everything but the per-request headers. */
export async function comparableAnswer(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name)));
  return { status: response.status, headers, body: await response.text() };
}

/** A test API on a fresh database whose member lookups wait for `open()`, with the account calls to make of it. */
export async function startApiWithHeldMemberLookups() {
  const db = await createTestDatabase();
  const { held, open } = heldMemberLookups(db);
  const api = await startTestApi({ db: held });
  return {
    db,
    api,
    account: accountCalls(api),
    open,
    close: async () => {
      open();
      await api.close();
      await db.close();
    },
  };
}
