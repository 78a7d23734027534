import type { LoginKind } from '../../../shared/validation/sign-in';
import type { Queryable } from '../../db/database';

/** Who a message about their account goes to. */
export type AccountContact = { memberId: string; email: string; givenName: string; memberNumber: string };

const CONTACT_COLUMNS = `id::text as "memberId", email, first_name as "givenName", member_number as "memberNumber"`;

export async function findAccountContact(db: Queryable, login: string, kind: LoginKind): Promise<AccountContact | null> {
  const column = kind === 'email' ? 'email' : 'member_number';
  const { rows } = await db.query<AccountContact>(`select ${CONTACT_COLUMNS} from members where ${column} = $1`, [kind === 'email' ? login.toLowerCase() : login]);
  return rows[0] ?? null;
}

export async function accountContactOf(db: Queryable, memberId: string): Promise<AccountContact | null> {
  const { rows } = await db.query<AccountContact>(`select ${CONTACT_COLUMNS} from members where id = $1`, [memberId]);
  return rows[0] ?? null;
}
