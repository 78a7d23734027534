import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { normalizePostalCode, postalCodeError as postalCodeProblem, zipCodeError as zipCodeProblem, zipCodeLength } from './postal-code';

const zipCodeError = (value: string, country: string) => {
  const problem = zipCodeProblem(value, country);
  return problem && validationInEnglishOf(problem);
};
const postalCodeError = (value: string, country: string) => {
  const problem = postalCodeProblem(value, country);
  return problem && validationInEnglishOf(problem);
};

describe('zipCodeError', () => {
  it.each([
    ['US', 5],
    ['FR', 5],
    ['CN', 6],
    ['in', 6],
    ['SG', 6],
    [undefined, 5],
  ])('%j takes %i digits', (country, length) => {
    expect(zipCodeLength(country)).toBe(length);
  });

  it.each([
    ['10036', 'US', null],
    [' 75008 ', 'FR', null],
    ['200120', 'CN', null],
    ['', 'US', null],
    ['1003', 'US', 'Enter a 5-digit zip code.'],
    ['100361', 'US', 'Enter a 5-digit zip code.'],
    ['1003a', 'US', 'Enter a 5-digit zip code.'],
    ['10036-1234', 'US', 'Enter a 5-digit zip code.'],
    ['20012', 'CN', 'Enter a 6-digit zip code.'],
    ['２００１２０', 'CN', 'Enter a 6-digit zip code.'],
  ])('%j for %j: %j', (value, country, message) => {
    expect(zipCodeError(value, country)).toBe(message);
  });
});

describe('postalCodeError', () => {
  const US = 'Enter a ZIP code of 5 digits, or 5 digits, a hyphen and 4 digits.';
  const CA = 'Enter a postal code like K1A 0B1.';

  it.each([
    ['10036', 'US', null],
    ['10036-1234', 'us', null],
    [' 10036 ', 'US', null],
    ['1003', 'US', US],
    ['100361', 'US', US],
    ['10036-123', 'US', US],
    ['10036 1234', 'US', US],
    ['10036-', 'US', US],
    ['ABCDE', 'US', US],
    ['K1A 0B1', 'CA', null],
    ['K1A0B1', 'CA', null],
    ['k1a 0b1', 'ca', null],
    ['K1A  0B1', 'CA', CA],
    ['K1A-0B1', 'CA', CA],
    ['1KA 0B1', 'CA', CA],
    ['K1A 0B', 'CA', CA],
    ['10036', 'CA', CA],
    ['N1C 4AB', 'GB', null],
    ['anything at all', 'NL', null],
    ['', 'US', null],
    ['', 'CA', null],
  ])('%j for %j: %j', (value, country, message) => {
    expect(postalCodeError(value, country)).toBe(message);
  });

  it('stores a Canadian code in upper case', () => {
    expect(normalizePostalCode(' k1a 0b1 ')).toBe('K1A 0B1');
  });
});
