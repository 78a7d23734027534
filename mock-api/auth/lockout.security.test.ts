import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignInErrorCode } from '../../shared/domain/sign-in-errors';
import { SIGN_IN_LOCK_MS } from '../../shared/domain/sign-in-lockout';
import { DEMO_PASSWORD } from '../seed/fixtures';
import { authCalls, cookieValue, loginEvent } from '../testing/auth-calls';
import { createTestDatabase, reopenTestDatabase } from '../testing/test-database';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof authCalls>;
let now: Date;
const clock = () => now;
const WRONG = 'Wrong#Pass1';
const MINUTE = 60_000;

beforeEach(async () => {
  now = new Date('2026-11-22T10:00:00Z');
  api = await startTestApi({ clock });
  calls = authCalls(api);
});
afterEach(() => api?.close());

type Outcome = { status: number; code: string | undefined; body: string; event: unknown; hasSession: boolean };

async function attempt(login: string, password = WRONG, on = calls): Promise<Outcome> {
  const response = await on.signInAs(login, password);
  const body = await response.text();
  const code = response.status === 200 ? undefined : (JSON.parse(body) as { phoenixErrorMessages: { errorMessages: string[] } }).phoenixErrorMessages.errorMessages[0];
  return { status: response.status, code, body, event: loginEvent(response), hasSession: cookieValue(response, 'portico_session') !== undefined };
}

const statusAndCode = ({ status, code }: Outcome) => [status, code];
const refused = [401, SignInErrorCode.InvalidCredentials];
const lastAttempt = [401, SignInErrorCode.LastAttemptRemaining];
const locked = [423, SignInErrorCode.LockedOut];

async function attempts(count: number, login: string, password = WRONG, on = calls) {
  const outcomes: Outcome[] = [];
  for (let index = 0; index < count; index += 1) outcomes.push(await attempt(login, password, on));
  return outcomes;
}

describe('failed-password lockout', () => {
  it('warns at the fourth wrong password and locks at the fifth', async () => {
    expect((await attempts(6, 'ava.morgan@example.com')).map(statusAndCode)).toEqual([refused, refused, refused, lastAttempt, locked, locked]);
  });

  it('refuses even the right password while locked, and starts no session', async () => {
    await attempts(5, 'ava.morgan@example.com');
    const outcome = await attempt('ava.morgan@example.com', DEMO_PASSWORD);
    expect(statusAndCode(outcome)).toEqual(locked);
    expect(outcome.hasSession).toBe(false);
    expect(outcome.event).toEqual({ loginStatus: 'failure', errorCode: SignInErrorCode.LockedOut });
    // The right password during the lock did not end it.
    now = new Date(now.getTime() + SIGN_IN_LOCK_MS - 1000);
    expect(statusAndCode(await attempt('ava.morgan@example.com', DEMO_PASSWORD))).toEqual(locked);
  });

  it('answers an unknown login with exactly the same statuses, codes, bodies and events as a known one', async () => {
    const known = await attempts(7, 'ava.morgan@example.com');
    const unknown = await attempts(7, 'nobody@example.com');
    const unknownNumber = await attempts(7, '199999999');
    const visible = ({ status, code, body, event }: Outcome) => ({ status, code, body, event });
    expect(unknown.map(visible)).toEqual(known.map(visible));
    expect(unknownNumber.map(visible)).toEqual(known.map(visible));
  });

  it('counts a known member once whether they use their e-mail or their member number', async () => {
    const outcomes = [
      await attempt('ava.morgan@example.com'),
      await attempt('100000001'),
      await attempt('Ava.Morgan@Example.com'),
      await attempt('100000001'),
      await attempt('ava.morgan@example.com'),
    ];
    expect(outcomes.map(statusAndCode)).toEqual([refused, refused, refused, lastAttempt, locked]);
  });

  it('counts an unknown e-mail once whatever its case', async () => {
    const outcomes = [await attempt('Nobody@Example.com'), ...(await attempts(4, 'nobody@example.com'))];
    expect(outcomes.map(statusAndCode)).toEqual([refused, refused, refused, lastAttempt, locked]);
  });

  it('locks one account, not others', async () => {
    await attempts(5, 'ava.morgan@example.com');
    expect((await attempt('liam.chen@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('unlocks after the lock period, and then counts from zero again', async () => {
    await attempts(5, 'ava.morgan@example.com');
    now = new Date(now.getTime() + SIGN_IN_LOCK_MS + 1000);
    expect((await attempts(5, 'ava.morgan@example.com')).map(statusAndCode)).toEqual([refused, refused, refused, lastAttempt, locked]);
    now = new Date(now.getTime() + SIGN_IN_LOCK_MS + 1000);
    expect((await attempt('ava.morgan@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('stops counting failures older than the lock period', async () => {
    for (const minutes of [0, 5, 10]) {
      now = new Date(Date.parse('2026-11-22T10:00:00Z') + minutes * MINUTE);
      expect(statusAndCode(await attempt('ava.morgan@example.com'))).toEqual(refused);
    }
    // At 10:16 the 10:00 failure has aged out: this is the third that counts, not the fourth.
    now = new Date(Date.parse('2026-11-22T10:16:00Z'));
    expect(statusAndCode(await attempt('ava.morgan@example.com'))).toEqual(refused);
    expect(statusAndCode(await attempt('ava.morgan@example.com'))).toEqual(lastAttempt);
  });

  it('clears the count when the member signs in', async () => {
    await attempts(4, 'ava.morgan@example.com');
    expect((await attempt('ava.morgan@example.com', DEMO_PASSWORD)).status).toBe(200);
    expect((await attempts(4, 'ava.morgan@example.com')).map(statusAndCode)).toEqual([refused, refused, refused, lastAttempt]);
  });

  it('keeps the lock across a server restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portico-lockout-'));
    try {
      const firstDb = await createTestDatabase({ dataDir });
      const first = await startTestApi({ clock, db: firstDb });
      expect((await attempts(5, 'ava.morgan@example.com', WRONG, authCalls(first))).at(-1)!.status).toBe(423);
      await first.close();
      await firstDb.close();
      // A new server on the database reopened from disk: nothing of the lock lived in the old one's memory.
      const secondDb = await reopenTestDatabase(dataDir);
      const second = await startTestApi({ clock, db: secondDb });
      try {
        expect(statusAndCode(await attempt('ava.morgan@example.com', DEMO_PASSWORD, authCalls(second)))).toEqual(locked);
        now = new Date(now.getTime() + SIGN_IN_LOCK_MS + 1000);
        expect((await attempt('ava.morgan@example.com', DEMO_PASSWORD, authCalls(second))).status).toBe(200);
      } finally {
        await second.close();
        await secondDb.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('stores no login in clear', async () => {
    await attempts(2, 'nobody@example.com');
    const { rows } = await api.db.query<{ subject: string }>('select subject from sign_in_lockouts');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toMatch(/^login:[0-9a-f]{64}$/);
  });

  it('forgets subjects idle for a whole lock period', async () => {
    await attempts(2, 'nobody@example.com');
    now = new Date(now.getTime() + SIGN_IN_LOCK_MS + 1000);
    await attempt('someone-else@example.com');
    const { rows } = await api.db.query('select 1 from sign_in_lockouts');
    expect(rows).toHaveLength(1);
  });
});
