import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('reads minor units with their decimal point, in the currency and locale', () => {
    expect(formatMoney({ value: 45900, valueDecimalPoint: 2, currency: 'USD' }, 'en-US')).toBe('$459.00');
    expect(formatMoney({ value: 123456, valueDecimalPoint: 2, currency: 'EUR' }, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney({ value: 9999, valueDecimalPoint: 2, currency: 'GBP' }, 'en-GB')).toBe('£99.99');
  });

  it('shows yen without decimals, whether the amount carries none or some', () => {
    expect(formatMoney({ value: 12000, valueDecimalPoint: 0, currency: 'JPY' }, 'en-US')).toBe('¥12,000');
    expect(formatMoney({ value: 1200000, valueDecimalPoint: 2, currency: 'JPY' }, 'en-US')).toBe('¥12,000');
    expect(formatMoney({ value: 54000, valueDecimalPoint: 0, currency: 'KRW' }, 'en-US')).toBe('₩54,000');
  });

  it('shows won without decimals in the Korean locale too, and Western digits in every locale', () => {
    expect(formatMoney({ value: 54000, valueDecimalPoint: 0, currency: 'KRW' }, 'ko-KR')).toBe('₩54,000');
    expect(formatMoney({ value: 45900, valueDecimalPoint: 2, currency: 'USD' }, 'th-TH')).toBe('US$459.00');
    expect(formatMoney({ value: 45900, valueDecimalPoint: 2, currency: 'SAR' }, 'ar-SA')).toMatch(/459\.00$/);
  });

  it('puts the amount after the currency on Arabic pages, where Intl puts it first', () => {
    expect(formatMoney({ value: 45900, valueDecimalPoint: 2, currency: 'USD' }, 'ar')).toBe('US$\u00a0459.00');
    expect(formatMoney({ value: 123456, valueDecimalPoint: 2, currency: 'USD' }, 'ar')).toBe('US$\u00a01,234.56');
    expect(formatMoney({ value: 54000, valueDecimalPoint: 0, currency: 'KRW' }, 'ar')).toBe('₩\u00a054,000');
  });

  it('prints zero as an amount, and keeps the currency’s decimals for amounts with fewer', () => {
    expect(formatMoney({ value: 0, valueDecimalPoint: 2, currency: 'USD' }, 'en-US')).toBe('$0.00');
    expect(formatMoney({ value: 459, valueDecimalPoint: 0, currency: 'USD' }, 'en-US')).toBe('$459.00');
  });

  it('refuses a negative amount: the reservation screens never charge less than nothing', () => {
    expect(() => formatMoney({ value: -100, valueDecimalPoint: 2, currency: 'USD' }, 'en-US')).toThrow(RangeError);
  });

  it('refuses amounts that are not whole minor units, and impossible decimal points', () => {
    expect(() => formatMoney({ value: 1.5, valueDecimalPoint: 2, currency: 'USD' }, 'en-US')).toThrow(RangeError);
    expect(() => formatMoney({ value: Number.MAX_SAFE_INTEGER + 2, valueDecimalPoint: 2, currency: 'USD' }, 'en-US')).toThrow(RangeError);
    expect(() => formatMoney({ value: 100, valueDecimalPoint: -1, currency: 'USD' }, 'en-US')).toThrow(RangeError);
    expect(() => formatMoney({ value: 100, valueDecimalPoint: 21, currency: 'USD' }, 'en-US')).toThrow(RangeError);
  });
});
