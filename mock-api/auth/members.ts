import type { Queryable } from '../db/database';
import type { LoginKind } from '../../shared/validation/sign-in';

/** A member as the auth calls need them: who they are, never their password. */
export type MemberSummary = {
  memberId: string;
  consumerId: string;
  memberNumber: string;
  firstName: string;
  lastName: string;
  tier: string;
};

/** Where a member with two-step verification receives codes; both empty when it is off. */
export type MemberMfa = { mfaEmail: string | null; mfaPhone: string | null };

export type MemberCredentials = MemberSummary & MemberMfa & { /** Null for a member with no online account yet (one who joined at a hotel). */ passwordHash: string | null };

/** The columns of `members` (aliased `m`) that make a MemberSummary. */
export const MEMBER_SUMMARY_COLUMNS = `m.id::text as "memberId", m.consumer_id as "consumerId", m.member_number as "memberNumber",
  m.first_name as "firstName", m.last_name as "lastName", m.tier`;

/** Finds a member by e-mail (any case) or member number. */
export async function findMemberByLogin(db: Queryable, login: string, kind: LoginKind): Promise<MemberCredentials | null> {
  const column = kind === 'email' ? 'email' : 'member_number';
  const value = kind === 'email' ? login.toLowerCase() : login;
  const { rows } = await db.query<MemberCredentials>(
    `select ${MEMBER_SUMMARY_COLUMNS}, m.password_hash as "passwordHash",
       case when m.mfa_email then m.email end as "mfaEmail", m.mfa_phone as "mfaPhone"
       from members m where m.${column} = $1`,
    [value],
  );
  return rows[0] ?? null;
}
