import { describe, expect, it } from 'vitest';
import { divideRoundingHalfUp, priceStepOf, roundToStep, shareOf } from './minor-units';

describe('divideRoundingHalfUp', () => {
  it('rounds halves up and everything else to the nearest whole minor unit', () => {
    expect(divideRoundingHalfUp(5, 2)).toBe(3);
    expect(divideRoundingHalfUp(7, 3)).toBe(2);
    expect(divideRoundingHalfUp(8, 3)).toBe(3);
    expect(divideRoundingHalfUp(0, 7)).toBe(0);
  });

  it('refuses negative, fractional and unsafe operands rather than rounding them somehow', () => {
    expect(() => divideRoundingHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(2 ** 53, 2)).toThrow(RangeError);
  });
});

describe('shareOf', () => {
  it('takes basis points of an amount in integers: 14.75 % of $918.00 is $135.41 (half a cent up)', () => {
    expect(shareOf(91800, 1475)).toBe(13541);
    expect(shareOf(45900, 9100)).toBe(41769);
    expect(shareOf(38000, 1000)).toBe(3800);
  });
});

describe('priceStepOf', () => {
  it('is a whole unit of a currency with decimals and a hundred of one without', () => {
    expect(priceStepOf('USD')).toBe(100);
    expect(priceStepOf('EUR')).toBe(100);
    expect(priceStepOf('JPY')).toBe(100);
    expect(priceStepOf('KRW')).toBe(100);
    expect(priceStepOf('BHD')).toBe(1000);
  });
});

describe('roundToStep', () => {
  it('quotes $417.69 as $418.00 and ¥34,580 as ¥34,600', () => {
    expect(roundToStep(41769, 100)).toBe(41800);
    expect(roundToStep(34580, 100)).toBe(34600);
    expect(roundToStep(41750, 100)).toBe(41800);
    expect(roundToStep(41749, 100)).toBe(41700);
  });

  it('never makes a night free', () => {
    expect(roundToStep(20, 100)).toBe(100);
  });
});
