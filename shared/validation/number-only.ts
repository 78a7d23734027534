import type { ValidationMessage } from '../i18n/message-ref';
import { DIGITS_ONLY_PATTERN } from './text-patterns';

/**
 * Spec 02 section 5, "number-only": digits only, for fields the spec names as numbers that are typed
 * as they are shown (a confirmation number, a zip, a member number), where a stray character is a
 * mistake to point out, not noise to drop. Phone fields differ: their `+`, spaces and hyphens are
 * stripped instead (`stripNonDigits`). Only 0–9 count: full-width or other scripts' digits are refused,
 * as `DIGITS_ONLY_PATTERN` has no `u` flag and the systems behind these fields take ASCII digits.
 */
export function isNumberOnly(value: string): boolean {
  return DIGITS_ONLY_PATTERN.test(value.trim());
}

/** The number-only fields a message can name: each locale's catalogue has its words for each. */
export type NumberOnlyField = 'memberNumber' | 'roomNumber' | 'confirmationNumber' | 'zipCode';

/** Why `value` is not number-only, naming `field`, or null; empty is for the caller to require. */
export function numberOnlyError(value: string, field: NumberOnlyField): ValidationMessage | null {
  if (!value.trim()) return null;
  return isNumberOnly(value) ? null : { key: 'validation.numberOnly.digitsOnly', params: { field } };
}
