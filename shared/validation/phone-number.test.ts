import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { countryOfPhoneNumber, readablePhoneNumber, enrollmentSmsNumberError as smsNumberProblem, phoneNumberError as phoneNumberProblem, toE164 } from './phone-number';

const phoneNumberError = (value: string, country: string) => {
  const problem = phoneNumberProblem(value, country);
  return problem && validationInEnglishOf(problem);
};
const enrollmentSmsNumberError = (value: string, country: string) => {
  const problem = smsNumberProblem(value, country);
  return problem && validationInEnglishOf(problem);
};

describe('toE164', () => {
  it.each([
    ['(212) 555-0147', 'US', '+12125550147'],
    ['212.555.0147', 'US', '+12125550147'],
    ['+1 212 555 0147', 'US', '+12125550147'],
    ['+1 212 555 0147', 'GB', '+12125550147'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['020 7946 0958', 'gb', '+442079460958'],
    ['9123 4567', 'HK', '+85291234567'],
    ['138 0013 8000', 'CN', '+8613800138000'],
    ['+12125550147', '', '+12125550147'],
  ])('reads %j dialled in %j as %s, keeping every digit and the country', (value, country, e164) => {
    expect(toE164(value, country)).toBe(e164);
  });

  it('gives nothing for a number it cannot read, rather than a shortened one', () => {
    expect(toE164('212555', 'US')).toBeNull();
    expect(toE164('2125550147', '')).toBeNull();
  });
});

describe('countryOfPhoneNumber', () => {
  it('names the country of a number written with its country code only', () => {
    expect(countryOfPhoneNumber('+44 20 7946 0958')).toBe('GB');
    expect(countryOfPhoneNumber(' +1 (212) 555-0147')).toBe('US');
    expect(countryOfPhoneNumber('020 7946 0958')).toBeNull();
  });
});

describe('phoneNumberError', () => {
  it.each([
    ['(212) 555-0142', 'US'],
    ['+44 20 7946 0958', 'US'],
    ['9123 4567', 'HK'],
    ['138 0013 8000', 'CN'],
    ['020 7946 0958', 'GB'],
    ['+1 212 555 0142', 'US'],
  ])('accepts %j for %s', (value, country) => {
    expect(phoneNumberError(value, country)).toBeNull();
  });

  it.each([
    ['', 'US', 'Enter your phone number.'],
    ['+ ( ) -', 'US', 'Enter your phone number.'],
    ['212 555 0147 ext', 'US', 'Enter the phone number in digits, with + and the country code for a number abroad.'],
    ['+999 123 4567', 'US', 'No country has the code after the + in this number. Check the country code.'],
    ['212 555 0147', '', 'Choose the country the phone number is in, or start it with + and the country code.'],
    ['(212) 555', 'US', 'This phone number is too short for the country chosen. Check that no digit is missing.'],
    ['212 555 0147 0000', 'US', 'This phone number is too long for the country chosen. Check for an extra digit.'],
    ['555 555 0123', 'US', 'This is not a valid phone number for the country chosen. Check the number, or start it with + and the country code.'],
  ])('refuses %j for %j: %s', (value, country, message) => {
    expect(phoneNumberError(value, country)).toBe(message);
  });
});

describe('enrollmentSmsNumberError', () => {
  it.each([
    ['13800138000', 'CN', null],
    ['138-0013-8000', 'cn', null],
    ['', 'CN', 'Enter your mobile number.'],
    ['1380013800', 'CN', 'A mobile number in China has 11 digits.'],
    ['', 'US', null],
    ['1234567', 'US', null],
    ['123456', 'US', 'A mobile number has 7 to 16 digits.'],
    ['+44 7700 900123', 'GB', null],
  ])('%j for %s: %j', (value, country, message) => {
    expect(enrollmentSmsNumberError(value, country)).toBe(message);
  });
});

describe('readablePhoneNumber', () => {
  it('writes a stored number in its international format, and gives back one it cannot read as it came', () => {
    expect(readablePhoneNumber('+12123981900')).toBe('+1 212 398 1900');
    expect(readablePhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
    expect(readablePhoneNumber('call us')).toBe('call us');
  });
});
