import { SIGN_IN_HANDOFF_SECONDS, SignInHandoffErrorCode, type SignInHandoff } from '../../../shared/domain/embed-api';
import type { Database } from '../../db/database';
import { MEMBER_SUMMARY_COLUMNS, type MemberSummary } from '../members';
import { hashToken, newToken } from '../sessions';

/** A new handoff of this member's sign-in to the partner page `forOrigin`; only the token's hash is kept. */
export async function mintHandoff(db: Database, { memberId, forOrigin }: { memberId: string; forOrigin: string }, now: Date): Promise<SignInHandoff> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_HANDOFF_SECONDS * 1000);
  await db.query('insert into sign_in_handoffs (token_hash, member_id, for_origin, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    hashToken(token),
    memberId,
    forOrigin,
    now,
    expiresAt,
  ]);
  return { token, forOrigin, expiresAt: expiresAt.toISOString() };
}

export type SpentHandoff = { ok: true; member: MemberSummary } | { ok: false; code: SignInHandoffErrorCode };

/**
 * Spends a token for the page `topOrigin`: the first use marks it spent whatever follows, so a token that
 * reached the wrong page, or came too late, is worth nothing to anyone afterwards. The mark and the check
 * are one statement, so two pages racing with one token cannot both win.
 */
export async function spendHandoff(db: Database, token: string, topOrigin: string, now: Date): Promise<SpentHandoff> {
  return db.transaction(async (tx) => {
    const tokenHash = hashToken(token);
    const { rows } = await tx.query<{ memberId: string; forOrigin: string; expiresAt: Date }>(
      `update sign_in_handoffs set spent_at = $2 where token_hash = $1 and spent_at is null
       returning member_id::text as "memberId", for_origin as "forOrigin", expires_at as "expiresAt"`,
      [tokenHash, now],
    );
    const handoff = rows[0];
    if (!handoff) {
      const known = await tx.query('select 1 from sign_in_handoffs where token_hash = $1', [tokenHash]);
      return { ok: false, code: known.rows.length > 0 ? SignInHandoffErrorCode.Spent : SignInHandoffErrorCode.Unknown };
    }
    if (new Date(handoff.expiresAt).getTime() <= now.getTime()) return { ok: false, code: SignInHandoffErrorCode.Expired };
    if (handoff.forOrigin !== topOrigin) return { ok: false, code: SignInHandoffErrorCode.OtherPage };
    const member = await tx.query<MemberSummary>(`select ${MEMBER_SUMMARY_COLUMNS} from members m where m.id = $1`, [handoff.memberId]);
    return member.rows[0] ? { ok: true, member: member.rows[0] } : { ok: false, code: SignInHandoffErrorCode.Unknown };
  });
}
