import { nightsBetween, type SearchCriteria } from '../../../shared/booking/search-criteria';
import { formatStayDates } from '../../../shared/format/format-stay-dates';
import type { Messages } from '../../../shared/i18n/messages';

/**
 * The booking pages' words for a stay and for points, from the catalogue: the shared formatters print
 * them in English only. One message per shape, so each language orders and counts its words itself.
 */

/** A search in words: "Fri, Jul 3 – Sun, Jul 5, 2026 · 2 nights · 1 room · 2 adults per room". */
export function stayText(stay: SearchCriteria, locale: string, t: Messages['t']): string {
  const counts = {
    dates: formatStayDates(stay.checkInDate, stay.checkOutDate, locale),
    nights: nightsBetween(stay.checkInDate, stay.checkOutDate),
    rooms: stay.numRooms,
    adults: stay.numAdultsPerRoom,
  };
  return stay.numChildrenPerRoom > 0
    ? t('bookingStay.summaryWithChildren', { ...counts, children: stay.numChildrenPerRoom })
    : t('bookingStay.summary', counts);
}

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
