import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ReservationErrorKey, reservationErrorMessage } from '../../../../shared/domain/reservation-errors';
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

/** The page's own words where the catalogue's speak of another screen (its STALE_REVISION is about a cancel). */
export const bookNowMessages = {
  noAnswer: 'We could not reach our reservation system, so we do not know yet whether your booking was made. Press Book now again: it will not be booked twice.',
  staleRevision: 'Your booking changed since this page loaded, so it was not made. The details on this page are now up to date: check them, then press Book now again.',
  doubleClick: 'A booking is already being made for this cart, perhaps in another window, so this one was not sent. Wait a moment: we are checking your booking again.',
  acknowledgementsChanged: 'What you accept before booking has changed. Read the items under “Before you book” again, tick each one not ticked, then press Book now.',
} as const;

/**
 * Where each refusal of Book now leads (spec 2 and 8): the last rooms sold, or the room or rate no
 * longer sold, to their pages for the same stay; a cart already booked to its confirmation; a cart or
 * session that ran out where spec 4 says; a cart changed meanwhile, or a booking of it already under way,
 * to the page read again; anything else (payment, points, travel-agent codes, codes the catalogue does
 * not know) stays with the catalogue's words.
 */
export function bookNowOutcome(refusal: BookNowRefusal, stay: SearchCriteria): BookNowOutcome {
  if (!refusal.isAnswered) return { kind: 'stay', message: bookNowMessages.noAnswer, reread: null };
  const { code } = refusal;
  if (code === ReservationErrorKey.RoomsSoldOut) return { kind: 'leave', href: bookingPaths.unsuccessfulSell.getHref(stay) };
  if (code === ReservationErrorKey.ProductsUnavailable) return { kind: 'leave', href: bookingPaths.productsUnavailable.getHref(stay) };
  const destination = bookingErrorDestination(code, stay, refusal.confirmationNumber);
  if (destination) return { kind: 'leave', href: destination };
  if (code === ReservationErrorKey.StaleRevision) return { kind: 'stay', message: bookNowMessages.staleRevision, reread: 'cart' };
  if (code === E_DOUBLE_CLICK) return { kind: 'stay', message: bookNowMessages.doubleClick, reread: 'cart' };
  if (code === 'BAD_USER_INPUT' && refusal.field === ACKNOWLEDGEMENTS_FIELD) {
    return { kind: 'stay', message: bookNowMessages.acknowledgementsChanged, reread: 'acknowledgements' };
  }
  return { kind: 'stay', message: reservationErrorMessage(code), reread: null };
}
