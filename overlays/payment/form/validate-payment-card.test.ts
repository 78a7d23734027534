import { beforeAll, describe, expect, it } from 'vitest';
import { messageArea as paymentMessages } from '../../../shared/i18n/generated/areas/payment';
import { messageArea as validationMessages } from '../../../shared/i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../../../shared/i18n/messages';
import { cardTokenRequestOf } from './card-token-request';
import { NEW_CARD, type PaymentCardInput } from './payment-card-values';
import { validatePaymentCard } from './validate-payment-card';

const NOW = new Date('2026-06-15T12:00:00Z');
const ALL_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY'] as const;
const rules = { acceptedBrands: ALL_BRANDS, savedTokens: ['tok_saved'], now: NOW, checkOutDate: '2026-06-20' };
const en = messagesFor('en-US');
const card: PaymentCardInput = { cardChoice: NEW_CARD, cardNumber: '4111 1111 1111 1111', securityCode: '123', expiryMonth: '12', expiryYear: '2028', cardholderName: 'Rory Quinn', saveCard: false };

describe('validatePaymentCard', () => {
  it('passes a good new card', () => {
    expect(validatePaymentCard(card, rules, en)).toEqual({});
  });

  it('puts each expiry message on the select it is about', () => {
    expect(validatePaymentCard({ ...card, expiryMonth: '', expiryYear: '' }, rules, en)).toEqual({ expiryMonth: 'Choose the month the card expires.', expiryYear: 'Choose the year the card expires.' });
    expect(validatePaymentCard({ ...card, expiryMonth: '05', expiryYear: '2026' }, rules, en)).toEqual({ expiryMonth: 'This card has expired.' });
    expect(validatePaymentCard({ ...card, expiryMonth: '06', expiryYear: '2026' }, rules, en)).toEqual({});
    expect(validatePaymentCard({ ...card, expiryYear: '2037' }, rules, en)).toEqual({ expiryYear: 'Choose the year the card expires.' });
  });

  it('refuses a card that runs out before the stay ends, and takes one good to the check-out day', () => {
    expect(validatePaymentCard({ ...card, expiryMonth: '06', expiryYear: '2026' }, { ...rules, checkOutDate: '2026-07-01' }, en)).toEqual({ expiryMonth: 'This card expires before your stay ends. Use another card.' });
    expect(validatePaymentCard({ ...card, expiryMonth: '06', expiryYear: '2026' }, { ...rules, checkOutDate: '2026-06-30' }, en)).toEqual({});
  });

  it('takes a two-digit year as the shared rules widen it', () => {
    expect(validatePaymentCard({ ...card, expiryYear: '28' }, rules, en)).toEqual({});
    expect(cardTokenRequestOf({ ...card, expiryYear: '28' }).expiryYear).toBe(2028);
  });

  it('asks for the name on the card, at most 60 characters', () => {
    expect(validatePaymentCard({ ...card, cardholderName: '  ' }, rules, en)).toEqual({ cardholderName: 'Enter the name as it is printed on the card.' });
    expect(validatePaymentCard({ ...card, cardholderName: 'A'.repeat(61) }, rules, en)).toEqual({ cardholderName: 'The name on the card has at most 60 characters.' });
  });

  it('checks nothing of a new card when a saved one is chosen, but the choice must be a saved card', () => {
    expect(validatePaymentCard({ ...card, cardChoice: 'tok_saved', cardNumber: '' }, rules, en)).toEqual({});
    expect(validatePaymentCard({ ...card, cardChoice: 'tok_other' }, rules, en)).toEqual({ cardChoice: 'Choose the card to pay with.' });
  });

  it('asks for a name the card could carry: Latin letters, as the tokenising call does', () => {
    expect(validatePaymentCard({ ...card, cardholderName: '王小明' }, rules, en)).toEqual({
      cardholderName: 'Enter the name as printed on the card: letters, spaces, hyphens, apostrophes and periods only.',
    });
  });
});

describe('validatePaymentCard in another locale', () => {
  beforeAll(() => loadAreas('es-ES', [paymentMessages, validationMessages]));

  it('says the shared card rules’ messages in the page’s words (Spanish)', () => {
    const es = messagesFor('es-ES');
    expect(validatePaymentCard({ ...card, cardNumber: '', securityCode: '', expiryMonth: '', expiryYear: '', cardholderName: '' }, rules, es)).toEqual({
      cardNumber: 'Introduce el número de la tarjeta.',
      securityCode: 'Introduce el código de seguridad.',
      expiryMonth: 'Elige el mes en que caduca la tarjeta.',
      expiryYear: 'Elige el año en que caduca la tarjeta.',
      cardholderName: 'Introduce el nombre tal como aparece en la tarjeta.',
    });
    expect(validatePaymentCard({ ...card, cardNumber: '3782 822463 1000', securityCode: '12', cardholderName: 'A'.repeat(61) }, rules, es)).toEqual({
      cardNumber: 'Un número de tarjeta American Express tiene 15 dígitos.',
      securityCode: 'El código de seguridad son los 4 dígitos del anverso de la tarjeta.',
      cardholderName: 'El nombre en la tarjeta tiene como máximo 60 caracteres.',
    });
    expect(validatePaymentCard({ ...card, expiryMonth: '05', expiryYear: '2026' }, rules, es)).toEqual({ expiryMonth: 'Esta tarjeta ha caducado.' });
    expect(validatePaymentCard({ ...card, cardChoice: 'tok_other' }, rules, es)).toEqual({ cardChoice: 'Elige la tarjeta con la que pagar.' });
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
