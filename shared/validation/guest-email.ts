import type { ValidationMessage } from '../i18n/message-ref';
import { LOGIN_MAX_LENGTH } from './sign-in';
import { GENERAL_EMAIL_PATTERN } from './text-patterns';

/**
 * The guest's e-mail on a booking (guest-info overlay, and the server before it stores the booking).
 * It takes the spec's general pattern, not the simpler one of `EMAIL_PATTERN`: this is the address
 * the confirmation is sent to, so it must be one every mail system takes; the simpler pattern stays
 * with sign-in, where it only tells an e-mail from a member number.
 *
 * At most `LOGIN_MAX_LENGTH` (80) characters, so a guest who joins later can sign in with it.
 */
export const GUEST_EMAIL_MAX_LENGTH = LOGIN_MAX_LENGTH;

/** The e-mail as it is checked and stored: trimmed, since a pasted address often carries a space. */
export function normalizeGuestEmail(value: string): string {
  return value.trim();
}

/** Why the guest's e-mail is refused, or null when it is acceptable. */
export function guestEmailError(value: string): ValidationMessage | null {
  const email = normalizeGuestEmail(value);
  if (!email) return { key: 'validation.guestEmail.required' };
  if (email.length > GUEST_EMAIL_MAX_LENGTH) return { key: 'validation.guestEmail.tooLong', params: { max: GUEST_EMAIL_MAX_LENGTH } };
  if (!GENERAL_EMAIL_PATTERN.test(email)) return { key: 'validation.guestEmail.invalid' };
  return null;
}
