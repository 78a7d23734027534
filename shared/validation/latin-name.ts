import type { ValidationMessage } from '../i18n/message-ref';
import { LAST_NAME_MAX_LENGTH } from './reservation-lookup';

/**
 * Spec 02 section 5, "Latin name": letters, spaces, hyphen and apostrophes only, for the guest's given
 * name and surname on a booking (the guest-info overlay and the server that stores the booking).
 *
 * "Latin" admits the accented Latin letters (é, ü, ñ, ø, ł, ş, ă, ư …), not A–Z alone: the rule is
 * there to keep other scripts (Chinese, Cyrillic, Arabic …) out of the fields the hotel's systems
 * print and search in Latin script, and a guest named José Müller writes his name in Latin script.
 * Refusing it would make him misspell his own name, which then fails to match his passport at the
 * desk. The ranges are Basic Latin letters, the letters of Latin-1 Supplement (without × and ÷),
 * Latin Extended-A and -B, and Latin Extended Additional (Vietnamese); not `\p{Script=Latin}`, which
 * also takes full-width letters, ordinal indicators and phonetic symbols that are no one's name.
 *
 * Apostrophes are the typewriter `'` and the typographic `’` that phones type by default (O’Brien).
 */
/** The Latin letters above, as the inside of a regular-expression character class. */
export const LATIN_LETTER = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF";
export const LATIN_NAME_PATTERN = new RegExp(`^[${LATIN_LETTER}][${LATIN_LETTER}'\\u2019 -]*$`, 'u');

/**
 * The longest name accepted: the reservation lookup refuses longer last names, so a booking must
 * not take a name its guest could never look the booking up with.
 */
export const GUEST_NAME_MAX_LENGTH = LAST_NAME_MAX_LENGTH;

export type GuestNameField = 'firstName' | 'lastName';

/**
 * The name as it is checked and stored: trimmed, inner runs of spaces made one, and composed (NFC), so
 * an `e` followed by a combining acute accent (as some keyboards send é) is the one letter `é`.
 */
export function normalizeGuestName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Why a given name or surname is refused, or null when it is a Latin name of an acceptable length. */
export function latinNameError(value: string, field: GuestNameField): ValidationMessage | null {
  const name = normalizeGuestName(value);
  if (!name) return { key: 'validation.guestName.required', params: { field } };
  if (name.length > GUEST_NAME_MAX_LENGTH) return { key: 'validation.guestName.tooLong', params: { field, max: GUEST_NAME_MAX_LENGTH } };
  if (!LATIN_NAME_PATTERN.test(name)) return { key: 'validation.guestName.notLatin', params: { field } };
  return null;
}
