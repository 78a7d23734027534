import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { accountCalls, JOIN_PASSWORD, linkTokenOf, NEW_MEMBER } from '../../testing/account-calls';
import { comparableAnswer, startApiWithHeldMemberLookups } from '../../testing/held-member-lookups';
import type { TestApi } from '../../testing/test-api';

const AVA = 'ava.morgan@example.com';
const MAYA = NEW_MEMBER.email;

let db: Database;
let api: TestApi;
let account: ReturnType<typeof accountCalls>;
let openGate: () => void;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, api, account, open: openGate, close } = await startApiWithHeldMemberLookups());
});
afterAll(() => close());

describe('asking to join', () => {
  it('answers a member’s e-mail exactly as a new one, before either is looked up, so the page never tells who is a member', async () => {
    // Member lookups are held: both answers must come without one, so neither can take longer or say more.
    const member = await comparableAnswer(await account.join({ email: AVA }));
    const newcomer = await comparableAnswer(await account.join());
    expect(newcomer).toEqual(member);
    expect(member.status).toBe(202);
    expect(await account.inbox()).toEqual([]);

    openGate();
    await api.settled();
    expect((await account.inbox(AVA)).map((mail) => mail.subject)).toEqual(['You already have a Portico Rewards account']);
    expect((await account.inbox(MAYA)).map((mail) => mail.subject)).toEqual(['Confirm your e-mail to join Portico Rewards']);
  });

  it('keeps the link’s token as a hash and the password as a password hash, never either in clear', async () => {
    const token = linkTokenOf(await account.waitForMail(MAYA));
    const { rows } = await db.query<{ tokenHash: string; passwordHash: string; form: object }>(
      'select token_hash as "tokenHash", password_hash as "passwordHash", form from join_requests where token_hash is not null',
    );
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('base64url')]);
    const kept = JSON.stringify(rows);
    expect(kept).not.toContain(token);
    expect(kept).not.toContain(JOIN_PASSWORD);
    expect(rows[0]!.passwordHash).toMatch(/^scrypt\$/);
  });
});
