import { nightsBetween, type SearchCriteria } from '../../shared/booking/search-criteria';
import { formatStayDates } from '../../shared/format/format-stay-dates';
import { nightsText, occupancyText, roomsText } from '../../shared/format/reservation-texts';

/** A search in words: "Fri, Jul 3 – Sun, Jul 5, 2026 · 2 nights · 1 room · 2 adults per room". */
export function stayText(stay: SearchCriteria, locale: string): string {
  return [
    formatStayDates(stay.checkInDate, stay.checkOutDate, locale),
    nightsText(nightsBetween(stay.checkInDate, stay.checkOutDate)),
    roomsText(stay.numRooms),
    `${occupancyText(stay.numAdultsPerRoom, stay.numChildrenPerRoom)} per room`,
  ].join(' · ');
}
