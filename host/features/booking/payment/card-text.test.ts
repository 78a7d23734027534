import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../shared/i18n/messages';
import { cardExpiryText, cardText } from './card-text';

describe('cardText', () => {
  it.each([
    ['VISA', '1111', 'Visa ending in 1111'],
    ['MASTERCARD', '4444', 'Mastercard ending in 4444'],
    ['AMEX', '0005', 'American Express ending in 0005'],
    ['DINERS', '0904', 'Diners Club ending in 0904'],
    ['UNIONPAY', '0005', 'UnionPay ending in 0005'],
  ] as const)('names a %s card by its brand in words and its last four', (brand, lastFour, text) => {
    expect(cardText(messagesFor('en-US').t, { brand, lastFour })).toBe(text);
  });
});

describe('cardExpiryText', () => {
  it('writes the month and year as the locale does', () => {
    expect(cardExpiryText({ expiryMonth: 12, expiryYear: 2028 }, 'en-US')).toBe('12/2028');
    expect(cardExpiryText({ expiryMonth: 3, expiryYear: 2029 }, 'en-GB')).toBe('03/2029');
  });
});
