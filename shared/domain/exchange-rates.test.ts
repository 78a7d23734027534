import { describe, expect, it } from 'vitest';
import { convertMoney, type ExchangeRates } from './exchange-rates';
import { currencyDecimals } from './money';

const RATES: ExchangeRates = { asOf: '2026-11-02', perUsd: { USD: 1, EUR: 0.9215, JPY: 151.37, KRW: 1378.45, GBP: 0.7842 } };

describe('converting a price for the currency selector', () => {
  it('knows each currency’s minor units from Intl: two for most, none for JPY and KRW', () => {
    expect([currencyDecimals('USD'), currencyDecimals('EUR'), currencyDecimals('JPY'), currencyDecimals('KRW')]).toEqual([2, 2, 0, 0]);
  });

  it('converts through the dollar into the target’s minor units, rounded to the nearest', () => {
    expect(convertMoney({ value: 45900, valueDecimalPoint: 2, currency: 'USD' }, 'EUR', RATES)).toEqual({ value: 42297, valueDecimalPoint: 2, currency: 'EUR' });
    expect(convertMoney({ value: 45900, valueDecimalPoint: 2, currency: 'USD' }, 'JPY', RATES)).toEqual({ value: 69479, valueDecimalPoint: 0, currency: 'JPY' });
    expect(convertMoney({ value: 32000, valueDecimalPoint: 2, currency: 'GBP' }, 'KRW', RATES)).toEqual({ value: 562489, valueDecimalPoint: 0, currency: 'KRW' });
    // From a currency without decimals to one with them.
    expect(convertMoney({ value: 12000, valueDecimalPoint: 0, currency: 'JPY' }, 'USD', RATES)).toEqual({ value: 7928, valueDecimalPoint: 2, currency: 'USD' });
  });

  it('gives the price itself in its own currency, and nothing where a rate is missing', () => {
    const price = { value: 45900, valueDecimalPoint: 2, currency: 'USD' };
    expect(convertMoney(price, 'USD', RATES)).toBe(price);
    expect(convertMoney(price, 'THB', RATES)).toBeNull();
    expect(convertMoney({ ...price, currency: 'THB' }, 'USD', RATES)).toBeNull();
  });
});
