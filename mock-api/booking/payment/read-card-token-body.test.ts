import { describe, expect, it } from 'vitest';
import { readCardTokenBody } from './read-card-token-body';

const JUNE_15 = new Date('2027-06-15T12:00:00Z');
const card = { cardNumber: '4111 1111 1111 1111', securityCode: '123', expiryMonth: 12, expiryYear: 2029, cardholderName: 'Rory Quinn' };

describe('readCardTokenBody', () => {
  it('keeps the digits, brand, four-digit expiry and the name as printed, and nothing of the security code', () => {
    expect(readCardTokenBody({ ...card, expiryYear: 29 }, JUNE_15)).toEqual({ digits: '4111111111111111', brand: 'VISA', expiryMonth: 12, expiryYear: 2029, cardholderName: 'Rory Quinn' });
    expect(readCardTokenBody({ ...card, expiryYear: 7, expiryMonth: 6 }, new Date('2007-01-01T00:00:00Z'))).toMatchObject({ expiryYear: 2007 });
  });

  it('takes a card that expires this month and marks the month of one that expired earlier this year', () => {
    expect(readCardTokenBody({ ...card, expiryMonth: 6, expiryYear: 2027 }, JUNE_15)).toMatchObject({ expiryMonth: 6 });
    expect(readCardTokenBody({ ...card, expiryMonth: 5, expiryYear: 2027 }, JUNE_15)).toEqual({ code: 'CARD_EXPIRY_INVALID', field: 'expiryMonth', message: 'This card has expired.', messageKey: 'validation.card.expired' });
    expect(readCardTokenBody({ ...card, expiryMonth: 12, expiryYear: 2026 }, JUNE_15)).toMatchObject({ field: 'expiryYear', message: 'This card has expired.' });
  });

  it('names a shared rule’s refusal by its message key and parameters, beside its en-US words', () => {
    expect(readCardTokenBody({ ...card, cardNumber: '4111 1111 1111 111' }, JUNE_15)).toEqual({
      code: 'CARD_NUMBER_INVALID',
      field: 'cardNumber',
      message: 'A Visa card number has 13 or 16 digits.',
      messageKey: 'validation.card.numberLengthEither',
      messageParams: { brand: 'Visa', shorter: 13, longer: 16 },
    });
    expect(readCardTokenBody({ ...card, cardholderName: '王小明' }, JUNE_15)).toEqual({
      code: 'CARDHOLDER_NAME_INVALID',
      field: 'cardholderName',
      message: 'Enter the name as printed on the card: letters, spaces, hyphens, apostrophes and periods only.',
      messageKey: 'validation.cardholderName.invalid',
    });
  });

  it('words a body the form would never send in English alone, with no message key', () => {
    expect(readCardTokenBody({ ...card, expiryMonth: '12' }, JUNE_15)).toEqual({ code: 'CARD_EXPIRY_INVALID', field: 'expiryMonth', message: 'Send expiryMonth as a whole number from 1 to 12.' });
  });

  it('refuses what is not a card body, naming the first field the form would mark', () => {
    for (const body of [null, 'text', 42, [card], {}]) expect(readCardTokenBody(body, JUNE_15)).toMatchObject({ code: 'CARD_NUMBER_INVALID', field: 'cardNumber' });
    expect(readCardTokenBody({ ...card, cardNumber: '4'.repeat(81) }, JUNE_15)).toMatchObject({ field: 'cardNumber' });
    expect(readCardTokenBody({ ...card, expiryYear: 2027.5 }, JUNE_15)).toMatchObject({ field: 'expiryYear' });
    expect(readCardTokenBody({ ...card, expiryYear: -27 }, JUNE_15)).toMatchObject({ field: 'expiryYear' });
    expect(readCardTokenBody({ ...card, cardholderName: ['Rory'] }, JUNE_15)).toMatchObject({ code: 'CARDHOLDER_NAME_INVALID', field: 'cardholderName' });
  });

  it('never quotes a value in its words', () => {
    const problems = [
      readCardTokenBody({ ...card, cardNumber: '4111 1111 1111 1112' }, JUNE_15),
      readCardTokenBody({ ...card, securityCode: '98765' }, JUNE_15),
      readCardTokenBody({ ...card, cardholderName: 'Rory 4111111111111111' }, JUNE_15),
    ];
    for (const problem of problems) expect(JSON.stringify(problem)).not.toMatch(/4111|98765/);
  });
});
