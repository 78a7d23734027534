import { addDays, type SearchCriteria } from '../../shared/booking/search-criteria';

/** The rate list's search the benchmarks send: a visitor's two nights at NYCTS for two adults, three weeks from today. */
export function rateListSearch(): SearchCriteria {
  const checkInDate = addDays(new Date().toISOString().slice(0, 10), 21);
  return { propertyId: 'NYCTS', checkInDate, checkOutDate: addDays(checkInDate, 2), numRooms: 1, numAdultsPerRoom: 2, numChildrenPerRoom: 0, rewardsRedemption: false };
}
