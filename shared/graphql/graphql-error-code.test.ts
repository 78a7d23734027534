import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { GENERIC_BOOKING_ERROR } from '../domain/reservation-errors';
import { graphQlErrorCode } from './graphql-error-code';

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
