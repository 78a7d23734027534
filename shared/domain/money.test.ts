import { describe, expect, it } from 'vitest';
import { currencyDecimals, moneyOf } from './money';

describe('money', () => {
  it.each([
    ['USD', 2],
    ['GBP', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
  ])('gives %s its own %i decimals', (currency, decimals) => {
    expect(currencyDecimals(currency)).toBe(decimals);
  });

  it('keeps the amount in minor units and says how to read it', () => {
    expect(moneyOf(45900, 'USD')).toEqual({ value: 45900, valueDecimalPoint: 2, currency: 'USD' });
    expect(moneyOf(38000, 'JPY')).toEqual({ value: 38000, valueDecimalPoint: 0, currency: 'JPY' });
  });
});
