import { createGraphQLError } from 'graphql-yoga';
import { ReservationErrorKey } from '../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../shared/i18n/refusals-in-english';
import type { ValidationMessage } from '../../shared/i18n/message-ref';
import { namedProblemOf } from '../../shared/i18n/validation-in-english';

/**
 * The booking calls' refusals (booking.graphql): each a GraphQL error whose `extensions.code` the pages
 * act on. Cart and session failures use the catalogue's keys and words (spec 4 maps them to the rate
 * list and the expired-session page); a cart refusal never says which of unknown, malformed, expired or
 * another browser's it was, so a cart id cannot be probed.
 */
export const BookingErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  CartValidationFailed: ReservationErrorKey.CartExpired,
  SessionValidationFailed: ReservationErrorKey.SessionExpired,
  StaleRevision: ReservationErrorKey.StaleRevision,
  // The catalogue gains this key with the rate list (booking.graphql names it); the code is the contract.
  RateUnavailable: 'RATE_UNAVAILABLE',
  /** The cart is an order already: nothing about it may change, and it is not booked twice. */
  AlreadyConfirmed: 'E_ALREADY_CONFIRMED',
} as const;

/**
 * A refusal with `code` of the input field `field`, the message saying what to change. A shared rule's
 * message also goes as `messageKey` and `messageParams`, so a page says it in its locale.
 */
export const fieldRefusal = (code: string, field: string, problem: string | ValidationMessage) => {
  if (typeof problem === 'string') return createGraphQLError(problem, { extensions: { code, field } });
  const { message, ...named } = namedProblemOf(problem);
  return createGraphQLError(message, { extensions: { code, field, ...named } });
};

/** A rule the input breaks: `field` names the input field to mark (see `fieldRefusal`). */
export const badUserInput = (field: string, problem: string | ValidationMessage) => fieldRefusal(BookingErrorCode.BadUserInput, field, problem);

export const cartValidationFailed = () =>
  createGraphQLError(reservationErrorMessage(BookingErrorCode.CartValidationFailed), { extensions: { code: BookingErrorCode.CartValidationFailed } });

export const sessionValidationFailed = () =>
  createGraphQLError(reservationErrorMessage(BookingErrorCode.SessionValidationFailed), { extensions: { code: BookingErrorCode.SessionValidationFailed } });

export const staleRevision = () =>
  createGraphQLError('This cart changed in another window since this page read it, so nothing was changed. Read it again, then try once more.', {
    extensions: { code: BookingErrorCode.StaleRevision },
  });

export const rateUnavailable = () =>
  createGraphQLError('This rate is no longer offered for this stay. Search again to see what is available.', {
    extensions: { code: BookingErrorCode.RateUnavailable },
  });

/**
 * A call on a cart that became an order: `confirmationNumber` (its first room's) lets the page go to the
 * confirmation. Only the browser whose cart it is ever gets this answer: any other is told the cart is
 * unknown, so a booked cart's id tells a stranger nothing.
 */
export const alreadyConfirmed = (confirmationNumber: string) =>
  createGraphQLError(reservationErrorMessage(BookingErrorCode.AlreadyConfirmed), {
    extensions: { code: BookingErrorCode.AlreadyConfirmed, confirmationNumber },
  });
