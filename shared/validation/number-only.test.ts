import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { isNumberOnly, numberOnlyError as numberOnlyProblem, type NumberOnlyField } from './number-only';

const numberOnlyError = (value: string, field: NumberOnlyField) => {
  const problem = numberOnlyProblem(value, field);
  return problem && validationInEnglishOf(problem);
};

describe('number-only', () => {
  it.each([
    ['0', true],
    ['71234567', true],
    [' 71234567 ', true],
    ['7123 4567', false],
    ['7123-4567', false],
    ['+1', false],
    ['1.5', false],
    ['-1', false],
    ['１２３', false],
    ['١٢٣', false],
    ['12a', false],
    ['', false],
  ])('%j is number-only: %s', (value, expected) => {
    expect(isNumberOnly(value)).toBe(expected);
  });

  it('names the field in its message, and leaves an empty field to the caller', () => {
    expect(numberOnlyError('12a', 'memberNumber')).toBe('Enter the member number in digits only.');
    expect(numberOnlyError('1O1', 'roomNumber')).toBe('Enter the room number in digits only.');
    expect(numberOnlyError('7123-4567', 'confirmationNumber')).toBe('Enter the confirmation number in digits only.');
    expect(numberOnlyError('1003a', 'zipCode')).toBe('Enter the zip code in digits only.');
    expect(numberOnlyError('100000001', 'memberNumber')).toBeNull();
    expect(numberOnlyError('  ', 'memberNumber')).toBeNull();
  });
});
