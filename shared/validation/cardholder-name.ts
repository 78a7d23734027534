import type { ValidationMessage } from '../i18n/message-ref';
import { LATIN_LETTER } from './latin-name';

/**
 * The name on a payment card (booking part 3): as printed on the card, so Latin letters (accented ones
 * too, as latin-name.ts explains), spaces, hyphens, apostrophes and the periods of initials
 * ("J. R. O’Neil"), 1 to 60 characters. Shared by the payment form and the tokenising call.
 */
export const CARDHOLDER_NAME_MAX_LENGTH = 60;

const CARDHOLDER_NAME_PATTERN = new RegExp(`^[${LATIN_LETTER}][${LATIN_LETTER}'\\u2019 .-]*$`, 'u');

/** The name as it is checked and kept: composed (NFC), trimmed, inner runs of spaces made one. */
export function normalizeCardholderName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** The field's message, or null for a name the card could carry. */
export function cardholderNameError(value: string): ValidationMessage | null {
  const name = normalizeCardholderName(value);
  if (!name) return { key: 'validation.cardholderName.required' };
  if (name.length > CARDHOLDER_NAME_MAX_LENGTH) return { key: 'validation.cardholderName.tooLong', params: { max: CARDHOLDER_NAME_MAX_LENGTH } };
  if (!CARDHOLDER_NAME_PATTERN.test(name)) return { key: 'validation.cardholderName.invalid' };
  return null;
}
