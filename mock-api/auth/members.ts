import type { Queryable } from '../db/database';
import type { LoginKind } from '../../shared/validation/sign-in';

export type MemberCredentials = {
  memberId: string;
  consumerId: string;
  memberNumber: string;
  firstName: string;
  lastName: string;
  tier: string;
  passwordHash: string;
};

/** Finds a member by e-mail (any case) or member number. */
export async function findMemberByLogin(db: Queryable, login: string, kind: LoginKind): Promise<MemberCredentials | null> {
  const column = kind === 'email' ? 'email' : 'member_number';
  const value = kind === 'email' ? login.toLowerCase() : login;
  const { rows } = await db.query<MemberCredentials>(
    `select id::text as "memberId", consumer_id as "consumerId", member_number as "memberNumber",
            first_name as "firstName", last_name as "lastName", tier, password_hash as "passwordHash"
       from members where ${column} = $1`,
    [value],
  );
  return rows[0] ?? null;
}
