import type { Messages } from '../../../shared/i18n/messages';

/**
 * The booking pages' words for guests and points, from the catalogue: the shared formatters print
 * them in English only. One message per shape, so each language orders and counts its words itself.
 * A whole stay is host/booking-entry/stay-text.ts, which the hotel pages print too.
 */

/** The guests of one room: "2 adults", or "2 adults, 1 child" when there are children. */
export function guestsText(adults: number, children: number, t: Messages['t']): string {
  return children > 0 ? t('bookingStay.adultsAndChildren', { adults, children }) : t('bookingStay.adults', { adults });
}

/**
 * Loyalty points grouped the page locale's way: "120,000 points", "1 point". As with money, a points
 * amount that is not a whole number, or is negative, is a broken answer: it throws rather than show a wrong price.
 */
export function pointsText(points: number, t: Messages['t']): string {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`Points must be a non-negative whole number; got ${points}`);
  return t('bookingPoints.count', { count: points });
}
