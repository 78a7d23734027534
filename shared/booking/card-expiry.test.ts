import { describe, expect, it } from 'vitest';
import { cardExpiresBeforeCheckOut, lastDayOfCard } from './card-expiry';

describe('card expiry against a stay', () => {
  it('takes a card as good to the last day of its month, leap years included', () => {
    expect(lastDayOfCard({ expiryMonth: 12, expiryYear: 2027 })).toBe('2027-12-31');
    expect(lastDayOfCard({ expiryMonth: 2, expiryYear: 2028 })).toBe('2028-02-29');
    expect(lastDayOfCard({ expiryMonth: 2, expiryYear: 2027 })).toBe('2027-02-28');
    expect(lastDayOfCard({ expiryMonth: 4, expiryYear: 2030 })).toBe('2030-04-30');
  });

  it('refuses a card that is no longer good on the check-out day, and takes one good through it', () => {
    const card = { expiryMonth: 12, expiryYear: 2027 };
    expect(cardExpiresBeforeCheckOut(card, '2027-12-31')).toBe(false);
    expect(cardExpiresBeforeCheckOut(card, '2028-01-01')).toBe(true);
    expect(cardExpiresBeforeCheckOut(card, '2027-06-15')).toBe(false);
  });
});
