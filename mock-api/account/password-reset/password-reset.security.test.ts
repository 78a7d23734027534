import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { accountCalls, resetTokenOf } from '../../testing/account-calls';
import { createTestDatabase } from '../../testing/test-database';
import { startTestApi, type TestApi } from '../../testing/test-api';

const AVA = 'ava.morgan@example.com';
const NOBODY = 'nobody.at.all@example.com';

/** A database whose member lookups wait until the test opens the gate. */
function gatedOnMemberLookups(db: Database) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gated: Database = {
    ...db,
    query: <Row extends object>(sql: string, params?: unknown[]) => (/from members where/.test(sql) ? gate : Promise.resolve()).then(() => db.query<Row>(sql, params)),
  };
  return { gated, open };
}

let db: Database;
let api: TestApi;
let account: ReturnType<typeof accountCalls>;
let openGate: () => void;

beforeAll(async () => {
  db = await createTestDatabase();
  const { gated, open } = gatedOnMemberLookups(db);
  openGate = open;
  api = await startTestApi({ db: gated });
  account = accountCalls(api);
});
afterAll(async () => {
  openGate();
  await api.close();
  await db.close();
});

/** What a client can compare between two answers: everything but the per-request headers. */
async function comparable(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name)));
  return { status: response.status, headers, body: await response.text() };
}

describe('asking for a password reset', () => {
  it('answers an unknown account exactly as a known one, before either is looked up, and e-mails only the account that exists', async () => {
    // Member lookups are held: both answers must come without one, so neither can take longer or say more.
    const known = await comparable(await account.forgotPassword(AVA));
    const unknown = await comparable(await account.forgotPassword(NOBODY));
    expect(unknown).toEqual(known);
    expect(known.status).toBe(202);
    expect(await account.inbox()).toEqual([]);

    openGate();
    await api.settled();
    expect(await account.inbox(NOBODY)).toEqual([]);
    expect(await account.inbox(AVA)).toHaveLength(1);
  });

  it('answers a member number that names nobody as it answers an e-mail that does', async () => {
    expect(await comparable(await account.forgotPassword('999999999'))).toEqual(await comparable(await account.forgotPassword(AVA)));
  });

  it('keeps only a hash of the link’s token', async () => {
    await api.settled();
    const token = resetTokenOf(await account.waitForMail(AVA));
    const { rows } = await db.query<{ tokenHash: string }>('select token_hash as "tokenHash" from password_reset_tokens');
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
