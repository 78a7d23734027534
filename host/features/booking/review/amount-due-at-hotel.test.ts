import { describe, expect, it } from 'vitest';
import { cartFixture, jpy, pointsCartFixture, usd, yenCartFixture } from '../pre-booking/testing/cart-fixtures';
import { amountDueAtHotel } from './amount-due-at-hotel';

describe('amountDueAtHotel', () => {
  it('is the whole stay for a guarantee, which charges nothing now', () => {
    expect(amountDueAtHotel(cartFixture().price, usd(0))).toEqual(usd(52785));
  });

  it('is what the deposit leaves, and nothing once the stay is prepaid', () => {
    expect(amountDueAtHotel(cartFixture().price, usd(24089))).toEqual(usd(28696));
    expect(amountDueAtHotel(yenCartFixture().price, jpy(237600))).toEqual(jpy(0));
  });

  it('never goes below zero when what is charged now covers more than the stay', () => {
    expect(amountDueAtHotel(cartFixture().price, usd(60000))).toEqual(usd(0));
  });

  it('is null for a stay paid in points alone, and for amounts in two currencies', () => {
    expect(amountDueAtHotel(pointsCartFixture().price, usd(0))).toBeNull();
    expect(amountDueAtHotel(cartFixture().price, jpy(0))).toBeNull();
  });
});
