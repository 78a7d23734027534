import type { ValidationMessage } from '../i18n/message-ref';

/**
 * A travel agency's IATA number (spec 8, E_BAD_IATA): eight digits, the last of which is the first seven
 * read as a number, modulo 7 (IATA's check digit). Spaces and hyphens people type are ignored.
 */
export const IATA_NUMBER_DIGITS = 8;

export function normalizeIataNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function hasValidIataCheckDigit(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  return Number(digits.slice(0, 7)) % 7 === Number(digits[7]);
}

/** The field's message, or null when the number is well formed (whether an agency holds it is the server's to say). */
export function iataNumberError(value: string): ValidationMessage | null {
  const digits = normalizeIataNumber(value);
  if (digits === '') return { key: 'validation.iata.required' };
  if (!/^\d+$/.test(digits)) return { key: 'validation.iata.digitsOnly' };
  if (digits.length !== IATA_NUMBER_DIGITS) return { key: 'validation.iata.length', params: { digits: IATA_NUMBER_DIGITS } };
  if (!hasValidIataCheckDigit(digits)) return { key: 'validation.iata.checkDigit' };
  return null;
}
