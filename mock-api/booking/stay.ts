import { addDays, nightsBetween, type SearchCriteria } from '../../shared/booking/search-criteria';

/** A stay as pricing and availability see it: which nights, how many rooms, how many guests in each. */
export type Stay = { checkInDate: string; dates: string[]; numRooms: number; guestsPerRoom: number };

/** The nights of a valid search, in order. */
export function stayOf(criteria: SearchCriteria): Stay {
  const nights = nightsBetween(criteria.checkInDate, criteria.checkOutDate);
  return {
    checkInDate: criteria.checkInDate,
    dates: Array.from({ length: nights }, (_, index) => addDays(criteria.checkInDate, index)),
    numRooms: criteria.numRooms,
    guestsPerRoom: criteria.numAdultsPerRoom + criteria.numChildrenPerRoom,
  };
}

/** The same search moved to start on `checkInDate`, as long as before. */
export function movedTo(criteria: SearchCriteria, checkInDate: string): SearchCriteria {
  return { ...criteria, checkInDate, checkOutDate: addDays(checkInDate, nightsBetween(criteria.checkInDate, criteria.checkOutDate)) };
}
