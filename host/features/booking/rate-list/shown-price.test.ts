import { describe, expect, it } from 'vitest';
import { cashRate, usd } from '../testing/booking-fixtures';
import { shownCashPrice } from './shown-price';

const cashOf = (rate: ReturnType<typeof cashRate>) => rate.price!.cash!;

describe('shownCashPrice', () => {
  it('gives the nightly price without or with taxes, as the toggle asks', () => {
    const cash = cashOf(cashRate('FLEX', 'Flexible rate', 45900));
    expect(shownCashPrice(cash, false)).toEqual({ nightly: usd(45900), was: null });
    expect(shownCashPrice(cash, true)).toEqual({ nightly: usd(52785), was: null });
  });

  it('strikes the was-price through only when the answer gives one that saves at least 3.3 %', () => {
    expect(shownCashPrice(cashOf(cashRate('PREPAY', 'Prepay', 40000, { was: 45900 })), false).was).toEqual(usd(45900));
    expect(shownCashPrice(cashOf(cashRate('PREPAY', 'Prepay', 40000, { was: 45900 })), true).was).toEqual(usd(52785));
    // 1 % off: the server should not have sent it; the page does not show it either.
    expect(shownCashPrice(cashOf(cashRate('AAA', 'AAA', 45441, { was: 45900 })), false).was).toBeNull();
  });

  it('never compares amounts in different currencies', () => {
    const cash = { ...cashOf(cashRate('PREPAY', 'Prepay', 40000, { was: 45900 })), wasAverageNightly: { value: 45900, valueDecimalPoint: 0, currency: 'JPY' } };
    expect(shownCashPrice(cash, false).was).toBeNull();
  });
});
