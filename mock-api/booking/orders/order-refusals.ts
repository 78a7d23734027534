import { createGraphQLError } from 'graphql-yoga';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { badUserInput } from '../booking-errors';

/**
 * createOrder's refusals (checkout.graphql), each a GraphQL error with the catalogue's code and words,
 * so the pages show and log them as spec 8 says. Nothing was booked, taken or charged when one is thrown.
 */
export const OrderRefusalCode = {
  DoubleClick: 'E_DOUBLE_CLICK',
  RoomsSoldOut: ReservationErrorKey.RoomsSoldOut,
  ProductsUnavailable: ReservationErrorKey.ProductsUnavailable,
  PaymentRequired: ReservationErrorKey.PaymentRequired,
  InsufficientPoints: ReservationErrorKey.InsufficientPoints,
  GuestInfoRequired: ReservationErrorKey.GuestInfoRequired,
} as const;
export type OrderRefusalCode = (typeof OrderRefusalCode)[keyof typeof OrderRefusalCode];

/** The refusal `code` in the catalogue's words. */
export const orderRefusal = (code: OrderRefusalCode) => createGraphQLError(reservationErrorMessage(code), { extensions: { code } });

/** The acknowledgements the guest did not accept, named, on the input field the page marks. */
export const acknowledgementsMissing = (missing: readonly string[]) =>
  badUserInput('acceptedAcknowledgements', `Accept every acknowledgement before booking; not accepted: ${missing.join(', ')}.`);
