import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_BOOKING_ERROR } from '../domain/reservation-errors';
import { messageArea as refusalsMessages } from '../i18n/generated/areas/refusals';
import { messageArea as validationMessages } from '../i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../i18n/messages';
import { firstGraphQlError, graphQlErrorCode, graphQlErrorExtension, isAnsweredRefusal } from './graphql-error-code';

const clientError = (extensions: Record<string, unknown>[]) =>
  new ClientError(
    { errors: extensions.map((entry) => new GraphQLError('Refused.', { extensions: entry })), status: 200, headers: new Headers(), body: '' },
    { query: 'CartPrice' },
  );

describe('graphQlErrorCode', () => {
  it('reads the first error’s extensions.code', () => {
    expect(graphQlErrorCode(clientError([{ code: 'CART_VALIDATION_FAILED' }, { code: 'STALE_REVISION' }]))).toBe('CART_VALIDATION_FAILED');
  });

  it('is the generic booking error for an answer without a code', () => {
    expect(graphQlErrorCode(clientError([{}]))).toBe(GENERIC_BOOKING_ERROR);
    expect(graphQlErrorCode(clientError([{ code: 42 }]))).toBe(GENERIC_BOOKING_ERROR);
    expect(graphQlErrorCode(clientError([]))).toBe(GENERIC_BOOKING_ERROR);
  });

  it('is the generic booking error for a call that got no GraphQL answer', () => {
    expect(graphQlErrorCode(new TypeError('Failed to fetch'))).toBe(GENERIC_BOOKING_ERROR);
    expect(graphQlErrorCode(undefined)).toBe(GENERIC_BOOKING_ERROR);
  });
});

describe('graphQlErrorExtension', () => {
  it('reads a string the first error carries in its extensions', () => {
    expect(graphQlErrorExtension(clientError([{ code: 'E_ALREADY_CONFIRMED', confirmationNumber: '81234567' }]), 'confirmationNumber')).toBe('81234567');
  });

  it('is null when the first error carries none, carries something else, or no answer came', () => {
    expect(graphQlErrorExtension(clientError([{ code: 'E_ALREADY_CONFIRMED' }, { confirmationNumber: '81234567' }]), 'confirmationNumber')).toBeNull();
    expect(graphQlErrorExtension(clientError([{ confirmationNumber: 81234567 }]), 'confirmationNumber')).toBeNull();
    expect(graphQlErrorExtension(clientError([{ confirmationNumber: '' }]), 'confirmationNumber')).toBeNull();
    expect(graphQlErrorExtension(new TypeError('Failed to fetch'), 'confirmationNumber')).toBeNull();
  });
});

describe('isAnsweredRefusal', () => {
  it('is true when the API answered with an error, coded or not', () => {
    expect(isAnsweredRefusal(clientError([{ code: 'ROOMS_SOLD_OUT' }]))).toBe(true);
    expect(isAnsweredRefusal(clientError([{}]))).toBe(true);
  });

  it('is false for a call lost on the way, or an answer with no GraphQL error in it', () => {
    expect(isAnsweredRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAnsweredRefusal(clientError([]))).toBe(false);
    expect(isAnsweredRefusal(undefined)).toBe(false);
  });
});

describe('firstGraphQlError', () => {
  beforeAll(() => loadAreas('es-ES', [validationMessages]));

  const refusal = (extensions: Record<string, unknown>) =>
    new ClientError(
      { errors: [new GraphQLError('Enter your last name.', { extensions: { code: 'BAD_USER_INPUT', field: 'guest.surname', ...extensions } })], status: 200, headers: new Headers(), body: '' },
      { query: 'UpdateCartGuestInfo' },
    );

  it('says a shared rule’s refusal in the page’s locale, from the key and parameters the server sent', () => {
    const error = refusal({ messageKey: 'validation.guestName.tooLong', messageParams: { field: 'lastName', max: 40 } });
    expect(firstGraphQlError(error, messagesFor('es-ES'))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'guest.surname',
      message: 'El apellido tiene como máximo 40 caracteres.',
    });
  });

  it('keeps the server’s words without the page’s messages, or for a key the page does not have', () => {
    expect(firstGraphQlError(refusal({ messageKey: 'validation.guestName.required', messageParams: { field: 'lastName' } })).message).toBe('Enter your last name.');
    expect(firstGraphQlError(refusal({ messageKey: 'validation.noSuchRule' }), messagesFor('es-ES')).message).toBe('Enter your last name.');
    expect(firstGraphQlError(refusal({ messageKey: 'toString' }), messagesFor('es-ES')).message).toBe('Enter your last name.');
  });
});

describe('the words of a refusal the reservation catalogue knows', () => {
  beforeAll(() => loadAreas('ja-JP', [refusalsMessages]));

  it('are the page’s own for the code, not the server’s en-US text', () => {
    expect(firstGraphQlError(clientError([{ code: 'PAYMENT_DECLINED' }]), messagesFor('ja-JP')).message).toBe(
      'カードが承認されませんでした。料金は請求されていません。別のカードを使うか、カード会社にお問い合わせください。',
    );
    expect(firstGraphQlError(clientError([{ code: '240' }]), messagesFor('ja-JP')).message).toContain('（コード 240）');
  });

  it('stay the server’s for a code the catalogue does not know, or on a page that did not load the refusals', () => {
    expect(firstGraphQlError(clientError([{ code: 'SOMETHING_NEW' }]), messagesFor('ja-JP')).message).toBe('Refused.');
    expect(firstGraphQlError(clientError([{ code: 'PAYMENT_DECLINED' }]), messagesFor('es-ES')).message).toBe('Refused.');
    expect(firstGraphQlError(clientError([{ code: 'PAYMENT_DECLINED' }])).message).toBe('Refused.');
  });
});
