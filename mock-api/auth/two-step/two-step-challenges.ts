import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { TWO_STEP_CHALLENGE_MINUTES, TWO_STEP_CODE_DIGITS, type TwoStepChannel } from '../../../shared/domain/account-api';
import type { Queryable } from '../../db/database';
import { hashToken, newToken } from '../sessions';

/** A sign-in waiting for its code: who, where they were going, and what was sent and tried so far. */
export type TwoStepChallenge = {
  tokenHash: string;
  memberId: string;
  rememberMe: boolean;
  returnUrl: string;
  /** A trip-linked sign-in's trip, linked once the code is right. */
  tripId: string | null;
  codeHash: string | null;
  codeSentAt: Date | null;
  codesSent: number;
  failedAttempts: number;
};

const CHALLENGE_MS = TWO_STEP_CHALLENGE_MINUTES * 60 * 1000;

/** Starts a two-step sign-in after the right password; the token goes to the browser, its SHA-256 here. */
export async function startChallenge(
  db: Queryable,
  { memberId, rememberMe, returnUrl, tripId }: Pick<TwoStepChallenge, 'memberId' | 'rememberMe' | 'returnUrl' | 'tripId'>,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.query(
    'insert into two_step_challenges (token_hash, member_id, remember_me, return_url, trip_id, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)',
    [hashToken(token), memberId, rememberMe, returnUrl, tripId, now, new Date(now.getTime() + CHALLENGE_MS)],
  );
  return token;
}

/** The challenge `token` names, locked for the caller's transaction, if it is still under way at `now`. */
export async function liveChallenge(tx: Queryable, token: string | undefined, now: Date): Promise<TwoStepChallenge | null> {
  if (!token) return null;
  const { rows } = await tx.query<TwoStepChallenge>(
    `select token_hash as "tokenHash", member_id::text as "memberId", remember_me as "rememberMe", return_url as "returnUrl", trip_id as "tripId", code_hash as "codeHash",
            code_sent_at as "codeSentAt", codes_sent as "codesSent", failed_attempts as "failedAttempts"
       from two_step_challenges where token_hash = $1 and ended_at is null and expires_at > $2 for update`,
    [hashToken(token), now],
  );
  return rows[0] ?? null;
}

/** A code of TWO_STEP_CODE_DIGITS digits, each equally likely (crypto's uniform randomInt). */
export function newCode(): string {
  return String(randomInt(0, 10 ** TWO_STEP_CODE_DIGITS)).padStart(TWO_STEP_CODE_DIGITS, '0');
}

/** The code as kept: salted by its challenge, so equal codes of two sign-ins never look alike. */
const codeHashOf = (tokenHash: string, code: string) => createHash('sha256').update(`${tokenHash}:${code}`).digest('base64url');

export async function recordCode(tx: Queryable, challenge: TwoStepChallenge, code: string, channel: TwoStepChannel, now: Date): Promise<void> {
  await tx.query('update two_step_challenges set code_hash = $2, code_channel = $3, code_sent_at = $4, codes_sent = codes_sent + 1 where token_hash = $1', [
    challenge.tokenHash,
    codeHashOf(challenge.tokenHash, code),
    channel,
    now,
  ]);
}

/** A code that could not be sent: forgotten, so asking again is not held back by the resend wait. */
export async function forgetUnsentCode(db: Queryable, challenge: TwoStepChallenge): Promise<void> {
  await db.query('update two_step_challenges set code_hash = null, code_sent_at = null where token_hash = $1', [challenge.tokenHash]);
}

export function isCodeOf(challenge: TwoStepChallenge, code: string): boolean {
  if (!challenge.codeHash) return false;
  const expected = Buffer.from(challenge.codeHash);
  const given = Buffer.from(codeHashOf(challenge.tokenHash, code));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Counts a wrong code and answers how many have been tried. */
export async function recordWrongCode(tx: Queryable, challenge: TwoStepChallenge): Promise<number> {
  const { rows } = await tx.query<{ failedAttempts: number }>(
    'update two_step_challenges set failed_attempts = failed_attempts + 1 where token_hash = $1 returning failed_attempts as "failedAttempts"',
    [challenge.tokenHash],
  );
  return rows[0]?.failedAttempts ?? challenge.failedAttempts + 1;
}

export async function endChallenge(tx: Queryable, challenge: TwoStepChallenge, now: Date): Promise<void> {
  await tx.query('update two_step_challenges set ended_at = $2 where token_hash = $1', [challenge.tokenHash, now]);
}
