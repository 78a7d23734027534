import type { ValidationMessage } from '../i18n/message-ref';
import { DIGITS_ONLY_PATTERN, NAME_PATTERN } from './text-patterns';

/** Spec 02, section 5: a confirmation number is at most 11 characters, digits only. */
export const CONFIRMATION_NUMBER_MAX_LENGTH = 11;
/** Last names longer than this are refused before any lookup; no guest's name on a booking is. */
export const LAST_NAME_MAX_LENGTH = 60;

export type ReservationLookupInput = { confirmationNumber: string; lastName: string };
export type ReservationLookupErrors = Partial<Record<keyof ReservationLookupInput, ValidationMessage>>;

/** Why a confirmation number cannot be one, or null when it can. */
export function confirmationNumberError(value: string): ValidationMessage | null {
  const trimmed = value.trim();
  if (!trimmed) return { key: 'validation.lookup.confirmationNumberRequired' };
  if (!DIGITS_ONLY_PATTERN.test(trimmed)) return { key: 'validation.lookup.confirmationNumberDigitsOnly' };
  if (trimmed.length > CONFIRMATION_NUMBER_MAX_LENGTH) return { key: 'validation.lookup.confirmationNumberTooLong', params: { max: CONFIRMATION_NUMBER_MAX_LENGTH } };
  return null;
}

/** Why the last name of a lookup is refused, or null when it is acceptable. */
export function lastNameError(value: string): ValidationMessage | null {
  const trimmed = value.trim();
  if (!trimmed) return { key: 'validation.lookup.lastNameRequired' };
  if (trimmed.length > LAST_NAME_MAX_LENGTH) return { key: 'validation.lookup.lastNameTooLong', params: { max: LAST_NAME_MAX_LENGTH } };
  if (!NAME_PATTERN.test(trimmed)) return { key: 'validation.lookup.lastNameCharacters' };
  return null;
}

/** The lookup form's checks, shared by the overlay (before sending) and the server (before looking), as message keys. */
export function validateReservationLookup(input: ReservationLookupInput): ReservationLookupErrors {
  const errors: ReservationLookupErrors = {};
  const confirmationNumber = confirmationNumberError(input.confirmationNumber);
  const lastName = lastNameError(input.lastName);
  if (confirmationNumber) errors.confirmationNumber = confirmationNumber;
  if (lastName) errors.lastName = lastName;
  return errors;
}
