import type { MfaOption } from '../../shared/domain/auth-responses';
import type { MemberMfa } from './members';

const MASK = '••••';

/** `noah.patel@example.com` → `n••••@example.com`: enough to recognise one's own address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  return `${email[0]}${MASK}${email.slice(at)}`;
}

/** `+1 415 555 0142` → `•••• 0142`: the last four digits only. */
export function maskPhone(phone: string): string {
  return `${MASK} ${phone.replace(/\D/g, '').slice(-4)}`;
}

/** The masked destinations of a member with two-step verification, or null when it is off. */
export function mfaOptionFor({ mfaEmail, mfaPhone }: MemberMfa): MfaOption | null {
  if (!mfaEmail && !mfaPhone) return null;
  return { emailAddress: mfaEmail ? maskEmail(mfaEmail) : '', phoneNumbers: mfaPhone ? [maskPhone(mfaPhone)] : [] };
}
