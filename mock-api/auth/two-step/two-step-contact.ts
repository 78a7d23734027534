import type { TwoStepChannel } from '../../../shared/domain/account-api';
import type { Queryable } from '../../db/database';
import { maskEmail, maskPhone } from '../mfa';

/** Where a member's codes may go: their e-mail when two-step by e-mail is on, and their phone when they gave one. */
export type TwoStepContact = { givenName: string; email: string | null; phone: string | null };

export async function twoStepContactOf(db: Queryable, memberId: string): Promise<TwoStepContact | null> {
  const { rows } = await db.query<TwoStepContact>(
    `select first_name as "givenName", case when mfa_email then email end as email, mfa_phone as phone from members where id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** The address or number a code on `channel` goes to, with its masked form, or null when the member has none. */
export function destinationOf(contact: TwoStepContact, channel: TwoStepChannel): { to: string; masked: string } | null {
  if (channel === 'EMAIL') return contact.email ? { to: contact.email, masked: maskEmail(contact.email) } : null;
  return contact.phone ? { to: contact.phone, masked: maskPhone(contact.phone) } : null;
}
