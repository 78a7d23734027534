import { PASSWORD_RESET_MINUTES, PASSWORD_RESETS_PER_HOUR } from '../../../shared/domain/account-api';
import { hashToken, newToken } from '../../auth/sessions';
import type { Database, Queryable } from '../../db/database';

const RESET_MS = PASSWORD_RESET_MINUTES * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A new reset token for the member, or null when they were sent PASSWORD_RESETS_PER_HOUR in the past
 * hour (a mailbox is not flooded by whoever knows the address). Only its SHA-256 is stored, and every
 * earlier token of the member stops working: only the newest link resets. Under the member's row lock,
 * so requests arriving together are counted one after another and none slips past the limit.
 */
export async function issueResetToken(db: Database, memberId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from members where id = $1 for update', [memberId]);
    const { rows } = await tx.query<{ sent: number }>('select count(*)::int as sent from password_reset_tokens where member_id = $1 and created_at > $2', [
      memberId,
      new Date(now.getTime() - HOUR_MS),
    ]);
    if ((rows[0]?.sent ?? 0) >= PASSWORD_RESETS_PER_HOUR) return null;
    await tx.query('update password_reset_tokens set used_at = $2 where member_id = $1 and used_at is null', [memberId, now]);
    const token = newToken();
    await tx.query('insert into password_reset_tokens (token_hash, member_id, created_at, expires_at) values ($1, $2, $3, $4)', [
      hashToken(token),
      memberId,
      now,
      new Date(now.getTime() + RESET_MS),
    ]);
    return token;
  });
}

export type SpentToken = { kind: 'spent'; memberId: string } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Spends a reset token, in the caller's transaction: its row is locked and marked used, so two
 * submissions of one link cannot both reset. An unknown, used or replaced token is invalid; one past
 * its 30 minutes is expired (and stays unspent, so it keeps saying so).
 */
export async function spendResetToken(tx: Queryable, token: string, now: Date): Promise<SpentToken> {
  const { rows } = await tx.query<{ memberId: string; expiresAt: Date; usedAt: Date | null }>(
    `select member_id::text as "memberId", expires_at as "expiresAt", used_at as "usedAt" from password_reset_tokens where token_hash = $1 for update`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row || row.usedAt) return { kind: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  await tx.query('update password_reset_tokens set used_at = $2 where token_hash = $1', [hashToken(token), now]);
  return { kind: 'spent', memberId: row.memberId };
}
