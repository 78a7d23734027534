import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { enrollmentSmsNumberError as smsNumberProblem, normalizePhoneNumber, phoneMaxDigits, phoneMinDigits, phoneNumberError as phoneNumberProblem } from './phone-number';

const phoneNumberError = (value: string, country: string) => {
  const problem = phoneNumberProblem(value, country);
  return problem && validationInEnglishOf(problem);
};
const enrollmentSmsNumberError = (value: string, country: string) => {
  const problem = smsNumberProblem(value, country);
  return problem && validationInEnglishOf(problem);
};

describe('phone digits by country', () => {
  it.each([
    ['HK', 8, 8],
    ['hk', 8, 8],
    ['CN', 11, 7],
    ['US', 10, 7],
    ['GB', 10, 7],
    ['', 10, 7],
    [undefined, 10, 7],
  ])('%j takes %i digits at most and %i at least', (country, max, min) => {
    expect(phoneMaxDigits(country)).toBe(max);
    expect(phoneMinDigits(country)).toBe(min);
  });

  it('keeps the digits only', () => {
    expect(normalizePhoneNumber('+1 (212) 555-0142')).toBe('12125550142');
    expect(normalizePhoneNumber('212.555.0142 ext')).toBe('2125550142');
  });
});

describe('phoneNumberError', () => {
  it.each([
    ['(212) 555-0142', 'US'],
    ['555-0142', 'US'],
    ['9123 4567', 'HK'],
    ['138 0013 8000', 'CN'],
    ['020 7946 095', 'GB'],
    ['2079460958', 'gb'],
  ])('accepts %j for %s', (value, country) => {
    expect(phoneNumberError(value, country)).toBeNull();
  });

  it.each([
    ['', 'US', 'Enter your phone number.'],
    ['+ ( ) -', 'US', 'Enter your phone number.'],
    ['212 555 01420', 'US', 'A phone number for this country has at most 10 digits.'],
    ['+1 212 555 0142', 'US', 'A phone number for this country has at most 10 digits.'],
    ['555 014', 'US', 'A phone number has at least 7 digits.'],
    ['9123 456', 'HK', 'A phone number for this country has 8 digits.'],
    ['9123 45678', 'HK', 'A phone number for this country has 8 digits.'],
    ['138 0013 80001', 'CN', 'A phone number for this country has at most 11 digits.'],
  ])('refuses %j for %s: %s', (value, country, message) => {
    expect(phoneNumberError(value, country)).toBe(message);
  });
});

describe('enrollmentSmsNumberError', () => {
  it.each([
    ['13800138000', 'CN', null],
    ['138-0013-8000', 'cn', null],
    ['', 'CN', 'Enter your mobile number.'],
    ['1380013800', 'CN', 'A mobile number in China has 11 digits.'],
    ['138001380001', 'CN', 'A mobile number in China has 11 digits.'],
    ['', 'US', null],
    ['  ', 'GB', null],
    ['1234567', 'US', null],
    ['1234567890123456', 'DE', null],
    ['123456', 'US', 'A mobile number has 7 to 16 digits.'],
    ['12345678901234567', 'US', 'A mobile number has 7 to 16 digits.'],
    ['+44 7700 900123', 'GB', null],
  ])('%j for %s: %j', (value, country, message) => {
    expect(enrollmentSmsNumberError(value, country)).toBe(message);
  });
});
