import { createGraphQLError } from 'graphql-yoga';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';

/** The credit-card-info refusals of checkout.graphql, each with the catalogue's code and words. */
export const PaymentErrorCode = {
  TokenInvalid: ReservationErrorKey.PaymentTokenInvalid,
  CardExpired: ReservationErrorKey.PaymentCardExpired,
  BrandNotAccepted: ReservationErrorKey.CardBrandNotAccepted,
  Declined: ReservationErrorKey.PaymentDeclined,
} as const;

export type PaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

export const paymentRefused = (code: PaymentErrorCode) => createGraphQLError(reservationErrorMessage(code), { extensions: { code } });
