import { describe, expect, it } from 'vitest';
import { showsWasPrice, WAS_PRICE_MIN_SAVING_BASIS_POINTS } from './was-price';

describe('showsWasPrice (spec 9: 3.3 %)', () => {
  it('is 330 basis points', () => {
    expect(WAS_PRICE_MIN_SAVING_BASIS_POINTS).toBe(330);
  });

  it('shows the was-price at a saving of exactly 3.3 %', () => {
    expect(showsWasPrice(1000, 967)).toBe(true);
    expect(showsWasPrice(30000, 29010)).toBe(true);
  });

  it('does not show it one minor unit short of 3.3 %', () => {
    expect(showsWasPrice(1000, 968)).toBe(false);
    expect(showsWasPrice(30000, 29011)).toBe(false);
  });

  it('shows it above 3.3 %, up to a rate that costs nothing', () => {
    expect(showsWasPrice(25000, 20000)).toBe(true);
    expect(showsWasPrice(25000, 0)).toBe(true);
  });

  it('does not show it when the price is the same or higher', () => {
    expect(showsWasPrice(25000, 25000)).toBe(false);
    expect(showsWasPrice(25000, 26000)).toBe(false);
  });

  it('is exact for the largest amounts too, where multiplying in floating point would round', () => {
    // A saving just under 3.3 %: (was − now) × 10000 and was × 330 both pass 2^53 here.
    expect(showsWasPrice(9_007_199_253_880_182, 8_709_961_678_502_136)).toBe(false);
    expect(showsWasPrice(9_007_199_253_880_182, 8_709_961_678_502_135)).toBe(true);
    expect(showsWasPrice(9_000_000_000_000_000, 8_703_000_000_000_000)).toBe(true);
    expect(showsWasPrice(9_000_000_000_000_000, 8_703_000_000_000_001)).toBe(false);
  });

  it.each([
    ['a was-price of zero', 0, 0],
    ['a negative was-price', -1000, -1100],
    ['a negative price', 1000, -1],
    ['a part minor unit', 1000.5, 900],
    ['a price that is not a number', 1000, Number.NaN],
    ['an amount beyond safe integers', Number.MAX_SAFE_INTEGER + 1, 1],
  ])('shows nothing for %s', (_case, was, now) => {
    expect(showsWasPrice(was, now)).toBe(false);
  });
});
