import { createGraphQLError } from 'graphql-yoga';
import { ReservationErrorKey, reservationErrorMessage } from '../../../shared/domain/reservation-errors';

/** The credit-card-info refusals of checkout.graphql, each with the catalogue's code and words. */
export const PaymentErrorCode = {
  TokenInvalid: ReservationErrorKey.PaymentTokenInvalid,
  CardExpired: ReservationErrorKey.PaymentCardExpired,
  BrandNotAccepted: ReservationErrorKey.CardBrandNotAccepted,
  Declined: ReservationErrorKey.PaymentDeclined,
  /** The cart was already booked: a booked cart is never changed again (migration 0010). */
  AlreadyBooked: 'E_ALREADY_CONFIRMED',
} as const;

export type PaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

export const paymentRefused = (code: PaymentErrorCode) => createGraphQLError(reservationErrorMessage(code), { extensions: { code } });
