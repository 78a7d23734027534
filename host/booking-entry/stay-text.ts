import { nightsBetween, type SearchCriteria } from '../../shared/booking/search-criteria';
import { formatStayDates } from '../../shared/format/format-stay-dates';
import type { Messages } from '../../shared/i18n/messages';

/**
 * A stay in words: "Fri, Jul 3 – Sun, Jul 5, 2026 · 2 nights · 1 room · 2 adults per room", as the hotel
 * pages and the booking pages print a search. One message per shape, so each language orders and
 * counts its words itself; in the host's own area, which every page has loaded.
 */
export function stayText(stay: SearchCriteria, locale: string, t: Messages['t']): string {
  const counts = {
    dates: formatStayDates(stay.checkInDate, stay.checkOutDate, locale),
    nights: nightsBetween(stay.checkInDate, stay.checkOutDate),
    rooms: stay.numRooms,
    adults: stay.numAdultsPerRoom,
  };
  return stay.numChildrenPerRoom > 0 ? t('stay.summaryWithChildren', { ...counts, children: stay.numChildrenPerRoom }) : t('stay.summary', counts);
}
