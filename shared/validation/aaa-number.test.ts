import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { aaaNumberError as aaaNumberProblem, normalizeAaaNumber } from './aaa-number';

const aaaNumberError = (value: string) => {
  const problem = aaaNumberProblem(value);
  return problem && validationInEnglishOf(problem);
};
import { passesLuhn } from './luhn';

describe('AAA membership numbers', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('6202000000000003')).toBe(true);
    expect(passesLuhn('6202000000000004')).toBe(false);
    expect(passesLuhn('4111111111111111')).toBe(true);
  });

  it('accepts a well formed number however it is spaced', () => {
    expect(normalizeAaaNumber('620 200 000000000 3')).toBe('6202000000000003');
    expect(aaaNumberError('620 200-000000000 3')).toBeNull();
  });

  it.each([
    ['', /Enter/],
    ['62020000000000x8', /digits only/],
    ['620200000000008', /16 digits/],
    ['4111111111111111', /starts with 620/],
    ['6202000000000004', /check the digits/],
  ])('%j is refused with a message naming what to change', (value, message) => expect(aaaNumberError(value)).toMatch(message));
});
