import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from '../i18n/message-ref';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import {
  confirmationNumberError as confirmationNumberProblem,
  lastNameError as lastNameProblem,
  validateReservationLookup as lookupProblems,
  type ReservationLookupInput,
} from './reservation-lookup';

// The rules answer message keys; worded in en-US, as the API and a page in en-US say them.
const inEnglish = (problem: ValidationMessage | null) => problem && validationInEnglishOf(problem);
const confirmationNumberError = (value: string) => inEnglish(confirmationNumberProblem(value));
const lastNameError = (value: string) => inEnglish(lastNameProblem(value));
const validateReservationLookup = (input: ReservationLookupInput) =>
  Object.fromEntries(Object.entries(lookupProblems(input)).map(([field, problem]) => [field, validationInEnglishOf(problem)]));

describe('reservation lookup validation', () => {
  it('accepts the fixture reservation, trimmed', () => {
    expect(validateReservationLookup({ confirmationNumber: ' 71234567 ', lastName: ' Morgan ' })).toEqual({});
    expect(lastNameError("O'Brien-Smith")).toBeNull();
    expect(lastNameError('Müller')).toBeNull();
  });

  it('takes a confirmation number of digits only, at most 11', () => {
    expect(confirmationNumberError('12345678901')).toBeNull();
    expect(confirmationNumberError('123456789012')).toBe('A confirmation number has at most 11 digits.');
    expect(confirmationNumberError('7123-4567')).toBe('A confirmation number is digits only.');
    expect(confirmationNumberError('７１２３')).toBe('A confirmation number is digits only.');
    expect(confirmationNumberError('  ')).toBe('Enter your confirmation number.');
  });

  it('names each field that is wrong', () => {
    expect(validateReservationLookup({ confirmationNumber: '', lastName: '<script>' })).toEqual({
      confirmationNumber: 'Enter your confirmation number.',
      lastName: 'A last name has letters, spaces, hyphens and apostrophes only.',
    });
    expect(lastNameError('x'.repeat(61))).toBe('A last name has at most 60 characters.');
  });
});
