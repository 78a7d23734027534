import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { Messages } from '../../../../shared/i18n/messages';

type RefusalKey = 'saveToMyTrips.refusal.notPermitted' | 'saveToMyTrips.refusal.alreadySaved' | 'saveToMyTrips.refusal.unauthenticated';

/** The mutation's own refusals, said in the page's words. */
const REFUSALS: Readonly<Record<string, RefusalKey>> = {
  [ReservationErrorKey.NotPermitted]: 'saveToMyTrips.refusal.notPermitted',
  E_ALREADY_CONFIRMED: 'saveToMyTrips.refusal.alreadySaved',
  UNAUTHENTICATED: 'saveToMyTrips.refusal.unauthenticated',
};

/** Why a booking could not be saved to the member's trips, in `messages`' language: the mutation's own refusals, then the catalogue's. */
export function saveToMyTripsRefusal({ t, say }: Messages, code: string): string {
  const key = REFUSALS[code];
  return key ? t(key) : say(reservationErrorRef(code));
}
