import { createHash } from 'node:crypto';
import { SIGN_IN_LOCK_MS, SIGN_IN_LOCKOUT } from '../../shared/domain/sign-in-lockout';
import type { LoginKind } from '../../shared/validation/sign-in';
import type { Queryable } from '../db/database';
import type { Clock } from './clock';

/**
 * What the failed-password counter is kept against. A known member is counted by id, so the e-mail and
 * the member number share one counter; a login naming nobody is counted by a hash of its normalised
 * form, so probing unknown accounts meets the same warnings and locks as known ones (no enumeration)
 * and the table never holds the logins people mistype.
 */
export function lockoutSubject(memberId: string | undefined, login: string, kind: LoginKind): string {
  if (memberId) return `member:${memberId}`;
  const normalised = kind === 'email' ? login.trim().toLowerCase() : login.trim();
  return `login:${createHash('sha256').update(normalised).digest('hex')}`;
}

/** Whether `subject` is locked now. Checked before the password, which a locked subject never gets verified. */
export async function isLockedOut(db: Queryable, subject: string, clock: Clock): Promise<boolean> {
  const { rows } = await db.query('select 1 from sign_in_lockouts where subject = $1 and locked_until > $2', [subject, clock()]);
  return rows.length > 0;
}

/** What a wrong password leads to: an ordinary refusal, the last-attempt warning, or the lock. */
export type FailureOutcome = 'refused' | 'lastAttempt' | 'locked';

/**
 * Records one wrong password and says what it led to. One upsert drops failures older than the lock
 * period and appends this one, under the row's lock, so concurrent attempts cannot both read a stale
 * count. The failure that reaches the maximum sets the lock and empties the list, so the count starts
 * again once the lock expires.
 */
export async function recordFailure(db: Queryable, subject: string, clock: Clock): Promise<FailureOutcome> {
  const now = clock();
  const windowStart = new Date(now.getTime() - SIGN_IN_LOCK_MS);
  await sweepIdleSubjects(db, windowStart);
  const { rows } = await db.query<{ failures: number }>(
    `insert into sign_in_lockouts as l (subject, failures, updated_at) values ($1, array[$2::timestamptz], $2)
     on conflict (subject) do update
       set failures = array(select f from unnest(l.failures) f where f > $3) || $2::timestamptz, updated_at = $2
     returning cardinality(failures) as failures`,
    [subject, now, windowStart],
  );
  const failures = rows[0]?.failures ?? 1;
  if (failures >= SIGN_IN_LOCKOUT.maxFailures) {
    await db.query(`update sign_in_lockouts set locked_until = $2, failures = '{}' where subject = $1`, [
      subject,
      new Date(now.getTime() + SIGN_IN_LOCK_MS),
    ]);
    return 'locked';
  }
  return failures === SIGN_IN_LOCKOUT.maxFailures - 1 ? 'lastAttempt' : 'refused';
}

/** A right password: the member starts from no failures. */
export async function clearFailures(db: Queryable, subject: string): Promise<void> {
  await db.query('delete from sign_in_lockouts where subject = $1', [subject]);
}

// A row untouched for a lock period holds no failure that still counts and no lock still running (a
// lock lasts exactly that long from its last update), so it can go; this keeps probes of made-up
// logins from growing the table without bound.
async function sweepIdleSubjects(db: Queryable, windowStart: Date) {
  await db.query('delete from sign_in_lockouts where updated_at <= $1', [windowStart]);
}

/**
 * Locks `subject` at once, for the lock period: the fifth wrong two-step code means someone who has the
 * password is guessing the code, and the password alone must not let them start again at once.
 */
export async function lockNow(db: Queryable, subject: string, clock: Clock): Promise<void> {
  const now = clock();
  await db.query(
    `insert into sign_in_lockouts (subject, failures, updated_at, locked_until) values ($1, '{}', $2, $3)
     on conflict (subject) do update set failures = '{}', updated_at = $2, locked_until = $3`,
    [subject, now, new Date(now.getTime() + SIGN_IN_LOCK_MS)],
  );
}
