import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from '../i18n/message-ref';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { stripNonDigits } from './text-patterns';
import {
  CARD_BRANDS,
  cardBrandOf,
  cardExpiryError as cardExpiryProblem,
  cardNumberError as cardNumberProblem,
  cardNumberMaxLength,
  cvvDigits,
  cvvError as cvvProblem,
  expiryYearOptions,
  formatCardNumber,
  fourDigitYear,
} from './payment-card';

// The rules answer a message key and parameters; their en-US words are what these tests read.
const inEnglish = (problem: ValidationMessage | null) => problem && validationInEnglishOf(problem);
const cardNumberError = (value: string) => inEnglish(cardNumberProblem(value));
const cvvError = (...args: Parameters<typeof cvvProblem>) => inEnglish(cvvProblem(...args));
const cardExpiryError = (...args: Parameters<typeof cardExpiryProblem>) => inEnglish(cardExpiryProblem(...args));

// The test cards of ARCHITECTURE.md (booking), one per brand, and the one the payment step declines.
const TEST_CARDS = [
  ['VISA', '4111 1111 1111 1111', '4111 1111 1111 1111'],
  ['MASTERCARD', '5555555555554444', '5555 5555 5555 4444'],
  ['AMEX', '378282246310005', '3782 822463 10005'],
  ['DISCOVER', '6011111111111117', '6011 1111 1111 1117'],
  ['JCB', '3530111333300000', '3530 1113 3330 0000'],
  ['DINERS', '30569309025904', '3056 930902 5904'],
  ['UNIONPAY', '6200000000000005', '6200 0000 0000 0005'],
  ['VISA', '4000000000000002', '4000 0000 0000 0002'],
] as const;

describe('payment cards', () => {
  it.each(TEST_CARDS)('%s %s: its brand from the prefix, grouped as printed, and valid', (brand, typed, grouped) => {
    expect(cardBrandOf(typed)).toBe(brand);
    expect(formatCardNumber(typed)).toBe(grouped);
    expect(cardNumberError(typed)).toBeNull();
  });

  it.each([
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000007', 'MASTERCARD'],
    ['3400000000000009', 'AMEX'],
    ['36', 'DINERS'],
    ['3589', 'JCB'],
    ['6445', 'DISCOVER'],
    ['65', 'DISCOVER'],
    ['62', 'UNIONPAY'],
    ['4', 'VISA'],
    ['2220', null],
    ['3527', null],
    ['9', null],
    ['', null],
  ])('the prefix of %s names %s', (digits, brand) => expect(cardBrandOf(digits)).toBe(brand));

  it('holds 19 characters with spaces, 17 for Amex, and never more digits than the brand has', () => {
    expect(cardNumberMaxLength('VISA')).toBe(19);
    expect(cardNumberMaxLength('AMEX')).toBe(17);
    expect(cardNumberMaxLength(null)).toBe(19);
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('5555-5555-5555-44449')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111111111111111999')).toBe('4111 1111 1111 1111');
  });

  it('groups a 14-digit Diners Club card 4-6-4 and a 16-digit one in fours, so both fit the field', () => {
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumber('3600000000000008')).toBe('3600 0000 0000 0008');
    expect(cardNumberError('3600000000000008')).toBeNull();
  });

  it('accepts only lengths whose grouped number fits the 19-character field', () => {
    for (const rule of CARD_BRANDS) {
      for (const length of rule.lengths) {
        const formatted = formatCardNumber(rule.prefixes[0]![0].padEnd(length, '0'));
        expect(stripNonDigits(formatted)).toHaveLength(length);
        expect(formatted.length).toBeLessThanOrEqual(cardNumberMaxLength(rule.brand));
      }
    }
  });

  it.each([
    ['', /Enter the card number/],
    ['4111 1111 1111 111x', /digits only/],
    ['9111111111111111', /check the first digits/],
    ['4111111111119', null], // 13 digits is a Visa length, and this one passes Luhn
    ['41111111111111', /Visa card number has 13 or 16 digits/],
    ['37828224631000', /American Express card number has 15 digits/],
    ['305693090259041', /Diners Club card number has 14 or 16 digits/],
    ['4111111111111112', /not valid: check the digits/],
  ])('%j: %s', (typed, message) => {
    const error = cardNumberError(typed);
    if (message === null) expect(error).toBeNull();
    else expect(error).toMatch(message);
  });

  it('asks for a 3-digit security code, 4 for Amex', () => {
    expect(cvvDigits('AMEX')).toBe(4);
    expect(cvvDigits('VISA')).toBe(3);
    expect(cvvError('1234', 'AMEX')).toBeNull();
    expect(cvvError('123', 'AMEX')).toMatch(/4 digits on the front/);
    expect(cvvError('123', 'MASTERCARD')).toBeNull();
    expect(cvvError('1234', 'MASTERCARD')).toMatch(/3 digits on the back/);
    expect(cvvError(' ', null)).toMatch(/Enter the security code/);
    expect(cvvError('12', 'VISA')).toBe('The security code is the 3 digits on the back of the card.');
  });

  it('names the brand and its lengths by parameters, the brand’s label being a proper name', () => {
    expect(cardNumberProblem('41111111111111')).toEqual({ key: 'validation.card.numberLengthEither', params: { brand: 'Visa', shorter: 13, longer: 16 } });
    expect(cardNumberProblem('35301113333000')).toEqual({ key: 'validation.card.numberLength', params: { brand: 'JCB', digits: 16 } });
    expect(cvvProblem('123', 'AMEX')).toEqual({ key: 'validation.card.securityCodeDigits', params: { digits: 4, side: 'front' } });
  });

  it('offers expiry years from this year to ten years on, and widens two-digit years', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(expiryYearOptions(now)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
    expect(fourDigitYear('27')).toBe(2027);
    expect(fourDigitYear('2031')).toBe(2031);
    expect(fourDigitYear('7')).toBeNull();
  });

  it.each([
    ['11', '2026', null], // good to the end of its month
    ['10', '26', /has expired/],
    ['12', '36', null],
    ['01', '2037', /Choose the year/],
    ['13', '2027', /Choose the month/],
    ['', '2027', /Choose the month/],
    ['5', 'ab', /Choose the year/],
  ])('expiry %s/%s on 23 November 2026: %s', (month, year, message) => {
    const error = cardExpiryError(month, year, new Date('2026-11-23T12:00:00Z'));
    if (message === null) expect(error).toBeNull();
    else expect(error).toMatch(message);
  });
});
