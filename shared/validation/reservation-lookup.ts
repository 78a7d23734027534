import { DIGITS_ONLY_PATTERN, NAME_PATTERN } from './text-patterns';

/** Spec 02, section 5: a confirmation number is at most 11 characters, digits only. */
export const CONFIRMATION_NUMBER_MAX_LENGTH = 11;
/** Last names longer than this are refused before any lookup; no guest's name on a booking is. */
export const LAST_NAME_MAX_LENGTH = 60;

export type ReservationLookupInput = { confirmationNumber: string; lastName: string };
export type ReservationLookupErrors = Partial<Record<keyof ReservationLookupInput, string>>;

export function confirmationNumberError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter your confirmation number.';
  if (!DIGITS_ONLY_PATTERN.test(trimmed)) return 'A confirmation number is digits only.';
  if (trimmed.length > CONFIRMATION_NUMBER_MAX_LENGTH) return `A confirmation number has at most ${CONFIRMATION_NUMBER_MAX_LENGTH} digits.`;
  return undefined;
}

export function lastNameError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the last name on the reservation.';
  if (trimmed.length > LAST_NAME_MAX_LENGTH) return `A last name has at most ${LAST_NAME_MAX_LENGTH} characters.`;
  if (!NAME_PATTERN.test(trimmed)) return 'A last name has letters, spaces, hyphens and apostrophes only.';
  return undefined;
}

/** The lookup form's checks, shared by the overlay (before sending) and the server (before looking). */
export function validateReservationLookup(input: ReservationLookupInput): ReservationLookupErrors {
  const errors: ReservationLookupErrors = {};
  const confirmationNumber = confirmationNumberError(input.confirmationNumber);
  const lastName = lastNameError(input.lastName);
  if (confirmationNumber) errors.confirmationNumber = confirmationNumber;
  if (lastName) errors.lastName = lastName;
  return errors;
}
