import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../shared/i18n/messages';
import { cardTokenRequestOf } from './card-token-request';
import { NEW_CARD, type PaymentCardInput } from './payment-card-values';
import { validatePaymentCard } from './validate-payment-card';

const NOW = new Date('2026-06-15T12:00:00Z');
const ALL_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY'] as const;
const rules = { acceptedBrands: ALL_BRANDS, savedTokens: ['tok_saved'], now: NOW, checkOutDate: '2026-06-20' };
const { t } = messagesFor('en-US');
const card: PaymentCardInput = { cardChoice: NEW_CARD, cardNumber: '4111 1111 1111 1111', securityCode: '123', expiryMonth: '12', expiryYear: '2028', cardholderName: 'Rory Quinn', saveCard: false };

describe('validatePaymentCard', () => {
  it('passes a good new card', () => {
    expect(validatePaymentCard(card, rules, t)).toEqual({});
  });

  it('puts each expiry message on the select it is about', () => {
    expect(validatePaymentCard({ ...card, expiryMonth: '', expiryYear: '' }, rules, t)).toEqual({ expiryMonth: 'Choose the month the card expires.', expiryYear: 'Choose the year the card expires.' });
    expect(validatePaymentCard({ ...card, expiryMonth: '05', expiryYear: '2026' }, rules, t)).toEqual({ expiryMonth: 'This card has expired.' });
    expect(validatePaymentCard({ ...card, expiryMonth: '06', expiryYear: '2026' }, rules, t)).toEqual({});
    expect(validatePaymentCard({ ...card, expiryYear: '2037' }, rules, t)).toEqual({ expiryYear: 'Choose the year the card expires.' });
  });

  it('refuses a card that runs out before the stay ends, and takes one good to the check-out day', () => {
    expect(validatePaymentCard({ ...card, expiryMonth: '06', expiryYear: '2026' }, { ...rules, checkOutDate: '2026-07-01' }, t)).toEqual({ expiryMonth: 'This card expires before your stay ends. Use another card.' });
    expect(validatePaymentCard({ ...card, expiryMonth: '06', expiryYear: '2026' }, { ...rules, checkOutDate: '2026-06-30' }, t)).toEqual({});
  });

  it('takes a two-digit year as the shared rules widen it', () => {
    expect(validatePaymentCard({ ...card, expiryYear: '28' }, rules, t)).toEqual({});
    expect(cardTokenRequestOf({ ...card, expiryYear: '28' }).expiryYear).toBe(2028);
  });

  it('asks for the name on the card, at most 60 characters', () => {
    expect(validatePaymentCard({ ...card, cardholderName: '  ' }, rules, t)).toEqual({ cardholderName: 'Enter the name as it is printed on the card.' });
    expect(validatePaymentCard({ ...card, cardholderName: 'A'.repeat(61) }, rules, t)).toEqual({ cardholderName: 'The name on the card has at most 60 characters.' });
  });

  it('checks nothing of a new card when a saved one is chosen, but the choice must be a saved card', () => {
    expect(validatePaymentCard({ ...card, cardChoice: 'tok_saved', cardNumber: '' }, rules, t)).toEqual({});
    expect(validatePaymentCard({ ...card, cardChoice: 'tok_other' }, rules, t)).toEqual({ cardChoice: 'Choose the card to pay with.' });
  });
});

describe('cardTokenRequestOf', () => {
  it('is the five fields of the tokenising call, trimmed, with numbers for the expiry', () => {
    expect(cardTokenRequestOf({ ...card, cardholderName: '  Rory   Quinn ', saveCard: true })).toEqual({
      cardNumber: '4111 1111 1111 1111',
      securityCode: '123',
      expiryMonth: 12,
      expiryYear: 2028,
      cardholderName: 'Rory Quinn',
    });
  });
});
