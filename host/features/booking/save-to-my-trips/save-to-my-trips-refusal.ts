import { ReservationErrorKey, reservationErrorMessage } from '../../../../shared/domain/reservation-errors';

/** Why a booking could not be saved to the member's trips, in words: the mutation's refusals, then the catalogue's. */
const REFUSALS: Readonly<Record<string, string>> = {
  [ReservationErrorKey.NotPermitted]:
    'This booking can be saved only from the browser that made it, to the account of the guest it is booked for. Find it with its confirmation number and last name instead.',
  E_ALREADY_CONFIRMED: 'This booking is already saved to a Portico Rewards account.',
  UNAUTHENTICATED: 'Your session has ended. Sign in again to save this booking.',
};

export function saveToMyTripsRefusal(code: string): string {
  return REFUSALS[code] ?? reservationErrorMessage(code);
}
