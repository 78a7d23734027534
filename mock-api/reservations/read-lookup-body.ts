import { ReservationErrorKey } from '../../shared/domain/reservation-errors';
import type { ReservationLookupRequest } from '../../shared/domain/reservation-lookup-api';
import { validationInEnglishOf } from '../../shared/i18n/validation-in-english';
import { confirmationNumberError, lastNameError } from '../../shared/validation/reservation-lookup';

/** Why a lookup body was refused: the code of the reservation catalogue (or BAD_REQUEST) and the words. */
export type LookupBodyProblem = { code: string; message: string };

export function isLookupBodyProblem(value: ReservationLookupRequest | LookupBodyProblem): value is LookupBodyProblem {
  return 'code' in value;
}

/**
 * Reads `submitReservationLookup`'s body, JSON or a form, with the lookup form's own checks: a bad
 * confirmation number is INVALID_CONFIRMATION_NUMBER; a bad last name, or a body that is no form at
 * all, is BAD_REQUEST naming the field. Both values come back trimmed.
 */
export function readLookupBody(body: unknown): ReservationLookupRequest | LookupBodyProblem {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { code: 'BAD_REQUEST', message: 'Send confirmationNumber and lastName, as JSON or as a form.' };
  }
  const fields = body as Record<string, unknown>;
  const confirmationNumber = fields.confirmationNumber;
  const lastName = fields.lastName;
  if (typeof confirmationNumber !== 'string') {
    return { code: ReservationErrorKey.InvalidConfirmationNumber, message: 'confirmationNumber must be text: the digits of the confirmation number.' };
  }
  const numberProblem = confirmationNumberError(confirmationNumber);
  // The page shows the catalogue's words for the code, never this message: the en-US words are for whoever reads the answer.
  if (numberProblem) return { code: ReservationErrorKey.InvalidConfirmationNumber, message: validationInEnglishOf(numberProblem) };
  if (typeof lastName !== 'string') return { code: 'BAD_REQUEST', message: 'lastName must be text: the last name on the reservation.' };
  const nameProblem = lastNameError(lastName);
  if (nameProblem) return { code: 'BAD_REQUEST', message: validationInEnglishOf(nameProblem) };
  return { confirmationNumber: confirmationNumber.trim(), lastName: lastName.trim() };
}
