import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { BOOKING_CODE_DIGITS, BOOKING_CODE_MAX_ATTEMPTS, BOOKING_CODE_MINUTES, BOOKING_CODES_PER_HOUR } from '../../../shared/domain/booking-code';
import { hashToken } from '../../auth/sessions';
import type { Database, Queryable } from '../../db/database';
import { markGrantsProven } from '../lookup-grants';

const CODE_MS = BOOKING_CODE_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;

/** A code of BOOKING_CODE_DIGITS digits, each equally likely (crypto's uniform randomInt). */
const newCode = () => String(randomInt(0, 10 ** BOOKING_CODE_DIGITS)).padStart(BOOKING_CODE_DIGITS, '0');

/** The code as kept: salted by the browser's grant and the order, so equal codes never look alike. */
const codeHashOf = (tokenHash: string, orderId: string, code: string) => createHash('sha256').update(`${tokenHash}:${orderId}:${code}`).digest('base64url');

const sameHash = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
};

export type IssuedCode = { kind: 'issued'; code: string; codeId: string } | { kind: 'limit' };

/**
 * A new code for the browser holding the lookup grant `grantToken` to prove it reads the e-mail of order
 * `orderId`. Earlier codes of that browser for the order stop working. At most BOOKING_CODES_PER_HOUR an
 * hour go to one booking, however many browsers ask: counted under the order's row lock, so requests
 * arriving together cannot each read the old count.
 */
export async function issueBookingCode(db: Database, { grantToken, orderId, now }: { grantToken: string; orderId: string; now: Date }): Promise<IssuedCode> {
  const tokenHash = hashToken(grantToken);
  return db.transaction(async (tx) => {
    await tx.query('select 1 from orders where id = $1 for update', [orderId]);
    const { rows } = await tx.query<{ sent: number }>('select count(*)::int as sent from booking_codes where order_id = $1 and sent_at > $2', [orderId, new Date(now.getTime() - HOUR_MS)]);
    if ((rows[0]?.sent ?? 0) >= BOOKING_CODES_PER_HOUR) return { kind: 'limit' };
    await tx.query('update booking_codes set ended_at = $3 where token_hash = $1 and order_id = $2 and ended_at is null', [tokenHash, orderId, now]);
    const code = newCode();
    const inserted = await tx.query<{ id: string }>(
      `insert into booking_codes (token_hash, order_id, code_hash, sent_at, expires_at) values ($1, $2, $3, $4, $5) returning id::text`,
      [tokenHash, orderId, codeHashOf(tokenHash, orderId, code), now, new Date(now.getTime() + CODE_MS)],
    );
    return { kind: 'issued', code, codeId: inserted.rows[0]!.id };
  });
}

/** A code that could not be sent is forgotten, so it counts against nothing. */
export async function forgetBookingCode(db: Queryable, codeId: string): Promise<void> {
  await db.query('delete from booking_codes where id = $1', [codeId]);
}

export type CodeCheck = { kind: 'proven' } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'expired' };

/**
 * Checks `code` against the live code of this browser for the order: the right one proves the browser's
 * grants of the order (lookup-grants.ts) and ends the code; a wrong one counts, and the fifth ends it.
 */
export async function checkBookingCode(db: Database, { grantToken, orderId, code, now }: { grantToken: string; orderId: string; code: string; now: Date }): Promise<CodeCheck> {
  const tokenHash = hashToken(grantToken);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; codeHash: string; failedAttempts: number }>(
      `select id::text, code_hash as "codeHash", failed_attempts as "failedAttempts" from booking_codes
        where token_hash = $1 and order_id = $2 and ended_at is null and expires_at > $3
        order by sent_at desc limit 1 for update`,
      [tokenHash, orderId, now],
    );
    const live = rows[0];
    if (!live) return { kind: 'expired' };
    if (sameHash(live.codeHash, codeHashOf(tokenHash, orderId, code))) {
      await tx.query('update booking_codes set ended_at = $2 where id = $1', [live.id, now]);
      await markGrantsProven(tx, tokenHash, orderId, now);
      return { kind: 'proven' };
    }
    const failed = live.failedAttempts + 1;
    const isSpent = failed >= BOOKING_CODE_MAX_ATTEMPTS;
    await tx.query('update booking_codes set failed_attempts = $2, ended_at = $3 where id = $1', [live.id, failed, isSpent ? now : null]);
    return isSpent ? { kind: 'expired' } : { kind: 'wrong', attemptsLeft: BOOKING_CODE_MAX_ATTEMPTS - failed };
  });
}
