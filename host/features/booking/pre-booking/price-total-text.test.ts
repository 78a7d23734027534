import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../shared/i18n/messages';
import { priceTotalText } from './price-total-text';
import { cartFixture, pointsCartFixture, yenCartFixture } from './testing/cart-fixtures';

const { t } = messagesFor('en-US');

describe('priceTotalText', () => {
  it('is the cash total in the hotel’s currency', () => {
    expect(priceTotalText(cartFixture().price, 'en-US', t)).toBe('$527.85');
    expect(priceTotalText(yenCartFixture().price, 'en-US', t)).toBe('¥237,600');
  });

  it('is the points total of a points rate', () => {
    expect(priceTotalText(pointsCartFixture().price, 'en-US', t)).toBe('120,000 points');
  });

  it('joins points and cash for a cash-and-points rate', () => {
    expect(priceTotalText({ cash: cartFixture().price.cash, points: { perNight: 20000, total: 40000 } }, 'en-US', t)).toBe('40,000 points + $527.85');
  });

  it('is null for a price with neither', () => {
    expect(priceTotalText({ cash: null, points: null }, 'en-US', t)).toBeNull();
  });
});
