import { describe, expect, it } from 'vitest';
import { confirmationNumberError, lastNameError, validateReservationLookup } from './reservation-lookup';

describe('reservation lookup validation', () => {
  it('accepts the fixture reservation, trimmed', () => {
    expect(validateReservationLookup({ confirmationNumber: ' 71234567 ', lastName: ' Morgan ' })).toEqual({});
    expect(lastNameError("O'Brien-Smith")).toBeUndefined();
    expect(lastNameError('Müller')).toBeUndefined();
  });

  it('takes a confirmation number of digits only, at most 11', () => {
    expect(confirmationNumberError('12345678901')).toBeUndefined();
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
