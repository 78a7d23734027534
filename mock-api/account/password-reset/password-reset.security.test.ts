import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { accountCalls, linkTokenOf } from '../../testing/account-calls';
import { comparableAnswer, startApiWithHeldMemberLookups } from '../../testing/held-member-lookups';
import type { TestApi } from '../../testing/test-api';

const AVA = 'ava.morgan@example.com';
const NOBODY = 'nobody.at.all@example.com';

let db: Database;
let api: TestApi;
let account: ReturnType<typeof accountCalls>;
let openGate: () => void;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, api, account, open: openGate, close } = await startApiWithHeldMemberLookups());
});
afterAll(() => close());

describe('asking for a password reset', () => {
  it('answers an unknown account exactly as a known one, before either is looked up, and e-mails only the account that exists', async () => {
    // Member lookups are held: both answers must come without one, so neither can take longer or say more.
    const known = await comparableAnswer(await account.forgotPassword(AVA));
    const unknown = await comparableAnswer(await account.forgotPassword(NOBODY));
    expect(unknown).toEqual(known);
    expect(known.status).toBe(202);
    expect(await account.inbox()).toEqual([]);

    openGate();
    await api.settled();
    expect(await account.inbox(NOBODY)).toEqual([]);
    expect(await account.inbox(AVA)).toHaveLength(1);
  });

  it('answers a member number that names nobody as it answers an e-mail that does', async () => {
    expect(await comparableAnswer(await account.forgotPassword('999999999'))).toEqual(await comparableAnswer(await account.forgotPassword(AVA)));
  });

  it('keeps only a hash of the link’s token', async () => {
    await api.settled();
    const token = linkTokenOf(await account.waitForMail(AVA));
    const { rows } = await db.query<{ tokenHash: string }>('select token_hash as "tokenHash" from password_reset_tokens');
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
