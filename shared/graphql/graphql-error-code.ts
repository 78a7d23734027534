import { ClientError } from 'graphql-request';
import { GENERIC_BOOKING_ERROR } from '../domain/reservation-errors';

/**
 * The code of a failed GraphQL call: the first error's `extensions.code`, or the generic booking error
 * for an answer without one and for a call that got no answer at all (network, masked failure). The
 * reservation and booking pages decide what to show, or where to go, from it.
 */
export function graphQlErrorCode(error: unknown): string {
  if (error instanceof ClientError) {
    const code = error.response.errors?.[0]?.extensions?.code;
    if (typeof code === 'string' && code) return code;
  }
  return GENERIC_BOOKING_ERROR;
}
