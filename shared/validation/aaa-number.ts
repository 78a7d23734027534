import type { ValidationMessage } from '../i18n/message-ref';
import { passesLuhn } from './luhn';

/**
 * An AAA (or CAA) membership number as printed on the card: 16 digits, starting with the clubs' issuer
 * prefix 620 (AAA) or 429 (CAA), with a Luhn check digit like a payment card's. Spaces and hyphens
 * people type are ignored. Whether the membership is current is the server's to say.
 */
export const AAA_NUMBER_DIGITS = 16;
export const AAA_NUMBER_PREFIXES = ['620', '429'] as const;

export function normalizeAaaNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A number of the wrong length: also what the API answers for input too long to check at all. */
export const aaaNumberLengthError: ValidationMessage = { key: 'validation.aaa.length', params: { digits: AAA_NUMBER_DIGITS } };

/** The field's message, or null when the number is well formed. */
export function aaaNumberError(value: string): ValidationMessage | null {
  const digits = normalizeAaaNumber(value);
  if (digits === '') return { key: 'validation.aaa.required' };
  if (!/^\d+$/.test(digits)) return { key: 'validation.aaa.digitsOnly' };
  if (digits.length !== AAA_NUMBER_DIGITS) return aaaNumberLengthError;
  if (!AAA_NUMBER_PREFIXES.some((prefix) => digits.startsWith(prefix))) return { key: 'validation.aaa.prefix' };
  if (!passesLuhn(digits)) return { key: 'validation.aaa.checkDigit' };
  return null;
}
