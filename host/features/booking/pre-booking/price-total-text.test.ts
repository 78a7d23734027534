import { describe, expect, it } from 'vitest';
import { priceTotalText } from './price-total-text';
import { cartFixture, pointsCartFixture, yenCartFixture } from './testing/cart-fixtures';

describe('priceTotalText', () => {
  it('is the cash total in the hotel’s currency', () => {
    expect(priceTotalText(cartFixture().price, 'en-US')).toBe('$527.85');
    expect(priceTotalText(yenCartFixture().price, 'en-US')).toBe('¥237,600');
  });

  it('is the points total of a points rate', () => {
    expect(priceTotalText(pointsCartFixture().price, 'en-US')).toBe('120,000 points');
  });

  it('joins points and cash for a cash-and-points rate', () => {
    expect(priceTotalText({ cash: cartFixture().price.cash, points: { perNight: 20000, total: 40000 } }, 'en-US')).toBe('40,000 points + $527.85');
  });

  it('is null for a price with neither', () => {
    expect(priceTotalText({ cash: null, points: null }, 'en-US')).toBeNull();
  });
});
