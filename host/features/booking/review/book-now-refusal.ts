import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { Messages } from '../../../../shared/i18n/messages';
import { bookingErrorDestination } from '../pre-booking/booking-error-destination';

/** A refused or unanswered Book now, as the review reads it from the failed call. */
export type BookNowRefusal = {
  code: string;
  /** E_ALREADY_CONFIRMED's `extensions.confirmationNumber`. */
  confirmationNumber: string | null;
  /** The input field a BAD_USER_INPUT names. */
  field: string | null;
  /** False when no answer came: the order may or may not have been made. */
  isAnswered: boolean;
};

/** What the review does after a refused Book now: leave for another page, or stay and say why (reading the cart or the acknowledgements again first). */
export type BookNowOutcome =
  | { kind: 'leave'; href: string }
  | { kind: 'stay'; message: string; reread: 'cart' | 'acknowledgements' | null };

const E_DOUBLE_CLICK = 'E_DOUBLE_CLICK';
const ACKNOWLEDGEMENTS_FIELD = 'acceptedAcknowledgements';

/**
 * Where each refusal of Book now leads (spec 2 and 8): the last rooms sold, or the room or rate no
 * longer sold, to their pages for the same stay; a cart already booked to its confirmation; a cart or
 * session that ran out where spec 4 says; a cart changed meanwhile, or a booking of it already under way,
 * to the page read again; anything else (payment, points, travel-agent codes, codes the catalogue does
 * not know) stays with the catalogue's words. Where the catalogue's words speak of another screen (its
 * STALE_REVISION is about a cancel), or there are none, the review says its own; all in `messages`' language.
 */
export function bookNowOutcome(refusal: BookNowRefusal, stay: SearchCriteria, { t, say }: Messages): BookNowOutcome {
  if (!refusal.isAnswered) return { kind: 'stay', message: t('reviewDetails.bookNow.noAnswer'), reread: null };
  const { code } = refusal;
  if (code === ReservationErrorKey.RoomsSoldOut) return { kind: 'leave', href: bookingPaths.unsuccessfulSell.getHref(stay) };
  if (code === ReservationErrorKey.ProductsUnavailable) return { kind: 'leave', href: bookingPaths.productsUnavailable.getHref(stay) };
  const destination = bookingErrorDestination(code, stay, refusal.confirmationNumber);
  if (destination) return { kind: 'leave', href: destination };
  if (code === ReservationErrorKey.StaleRevision) return { kind: 'stay', message: t('reviewDetails.bookNow.staleRevision'), reread: 'cart' };
  if (code === E_DOUBLE_CLICK) return { kind: 'stay', message: t('reviewDetails.bookNow.doubleClick'), reread: 'cart' };
  if (code === 'BAD_USER_INPUT' && refusal.field === ACKNOWLEDGEMENTS_FIELD) {
    return { kind: 'stay', message: t('reviewDetails.bookNow.acknowledgementsChanged'), reread: 'acknowledgements' };
  }
  return { kind: 'stay', message: say(reservationErrorRef(code)), reread: null };
}
