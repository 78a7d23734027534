import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { hasValidIataCheckDigit, iataNumberError as iataNumberProblem, normalizeIataNumber } from './iata-number';

const iataNumberError = (value: string) => {
  const problem = iataNumberProblem(value);
  return problem && validationInEnglishOf(problem);
};

describe('IATA numbers', () => {
  it.each([
    ['12345675', true], // 1234567 % 7 = 5
    ['00000000', true],
    ['12345670', false],
    ['1234567', false],
    ['123456750', false],
  ])('%s has a valid check digit: %s', (digits, valid) => expect(hasValidIataCheckDigit(digits)).toBe(valid));

  it('ignores the spaces and hyphens people type', () => {
    expect(normalizeIataNumber(' 12-345 675 ')).toBe('12345675');
    expect(iataNumberError('12-345 675')).toBeNull();
  });

  it.each([
    ['', /Enter/],
    ['1234567a', /digits only/],
    ['1234567', /8 digits/],
    ['12345670', /last digit/],
  ])('%j is refused with a message naming what to change', (value, message) => expect(iataNumberError(value)).toMatch(message));
});
