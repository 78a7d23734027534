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

/** The field's message, or null when the number is well formed. */
export function aaaNumberError(value: string): string | null {
  const digits = normalizeAaaNumber(value);
  if (digits === '') return 'Enter the AAA membership number from the card.';
  if (!/^\d+$/.test(digits)) return 'An AAA membership number has digits only.';
  if (digits.length !== AAA_NUMBER_DIGITS) return `An AAA membership number has ${AAA_NUMBER_DIGITS} digits.`;
  if (!AAA_NUMBER_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'An AAA membership number starts with 620 (or 429 for CAA).';
  if (!passesLuhn(digits)) return 'This is not a valid AAA membership number: check the digits.';
  return null;
}
