import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { hostPaths } from '../../../../shared/domain/paths';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';

/** The cart was booked already (by this browser's earlier request, or another tab's): its order has a confirmation. */
const ALREADY_CONFIRMED = 'E_ALREADY_CONFIRMED';

/**
 * Where a booking call's refusal sends the browser (spec 4, session and cart failures), or null when
 * the page should stay and show the error with a retry. A cart that failed validation goes back to
 * the rate list, for the stay it was for when that is known; an ended booking session to the
 * expired-session page; a cart already booked to the confirmation its refusal names
 * (`extensions.confirmationNumber`; without one the page stays and says so). The server does the same
 * with a 302 for a page load; this covers the calls a loaded page makes.
 */
export function bookingErrorDestination(code: string, stay: SearchCriteria | null, confirmationNumber: string | null = null): string | null {
  switch (code) {
    case ReservationErrorKey.CartExpired:
      return stay ? bookingPaths.rateList.getHref(stay) : bookingPaths.rateList.path;
    case ReservationErrorKey.SessionExpired:
      return hostPaths.expiredSession.getHref();
    case ALREADY_CONFIRMED:
      return confirmationNumber ? bookingPaths.confirmation.getHref(confirmationNumber) : null;
    default:
      return null;
  }
}
