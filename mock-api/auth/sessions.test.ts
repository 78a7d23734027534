import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../testing/test-database';
import { testRunInstant } from '../testing/test-instant';
import { endTimedOutSession, findSessionMember, hashToken, SESSION_IDLE_MS, SESSION_IDLE_WRITE_INTERVAL_MS, startSession } from './sessions';

let db: Database;
let memberId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const { rows } = await db.query<{ id: string }>("select id::text as id from members where email = 'liam.chen@example.com'");
  memberId = rows[0]!.id;
});
afterAll(() => db.close());

// The run's instant: the date guard runs these again at its own (vitest.config.ts).
const T0 = testRunInstant();
const at = (ms: number) => () => new Date(T0.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The stored idle timer and the row version: a write of any value makes a new version (xmin). */
async function storedSession(token: string) {
  const { rows } = await db.query<{ lastSeenAt: Date; version: string }>(
    'select last_seen_at as "lastSeenAt", xmin::text as version from sessions where id_hash = $1',
    [hashToken(token)],
  );
  return rows[0]!;
}

describe('the session idle timer', () => {
  it('is not written by reads within a minute of its last write', async () => {
    const token = await startSession(db, memberId, false, at(0));
    const before = await storedSession(token);
    for (const ms of [1 * SECOND, 30 * SECOND, SESSION_IDLE_WRITE_INTERVAL_MS - 1]) {
      expect(await findSessionMember(db, token, at(ms))).not.toBeNull();
    }
    expect(await storedSession(token)).toEqual(before);
  });

  it('is written again by a read 61 s after the last write, and then not for another minute', async () => {
    const token = await startSession(db, memberId, false, at(0));
    expect(await findSessionMember(db, token, at(61 * SECOND))).not.toBeNull();
    const written = await storedSession(token);
    expect(written.lastSeenAt).toEqual(at(61 * SECOND)());
    expect(await findSessionMember(db, token, at(100 * SECOND))).not.toBeNull();
    expect(await storedSession(token)).toEqual(written);
  });

  it('still ends a session used at t=0 and then within the minute at 30 minutes, not later', async () => {
    const token = await startSession(db, memberId, false, at(0));
    // The last use is unwritten: the session ends 30 minutes after the write, 59 s before 30 minutes of true idleness.
    expect(await findSessionMember(db, token, at(59 * SECOND))).not.toBeNull();
    expect(await findSessionMember(db, token, at(SESSION_IDLE_MS))).toBeNull();
    expect(await endTimedOutSession(db, token, at(SESSION_IDLE_MS))).toBe(true);
  });

  it('keeps a session alive until 30 minutes after its last written use', async () => {
    const token = await startSession(db, memberId, false, at(0));
    expect(await findSessionMember(db, token, at(SESSION_IDLE_MS - 1))).not.toBeNull();
    // That read was more than a minute after the last write, so it moved the timer.
    expect(await findSessionMember(db, token, at(2 * SESSION_IDLE_MS - 2))).not.toBeNull();
    expect(await findSessionMember(db, token, at(3 * SESSION_IDLE_MS))).toBeNull();
  });

  it('keeps a session read every 50 s alive well past 30 minutes, with a write at most once a minute', async () => {
    const token = await startSession(db, memberId, false, at(0));
    const versions = new Set<string>();
    for (let ms = 50 * SECOND; ms <= 45 * MINUTE; ms += 50 * SECOND) {
      expect(await findSessionMember(db, token, at(ms))).not.toBeNull();
      versions.add((await storedSession(token)).version);
    }
    // 54 reads over 45 minutes: a write every other read (each 100 s), never one per read.
    expect(versions.size).toBeLessThanOrEqual(Math.ceil((45 * MINUTE) / SESSION_IDLE_WRITE_INTERVAL_MS));
    expect(versions.size).toBeGreaterThan(20);
  });
});
