import { addDays, searchProblems, type SearchCriteria } from '../../shared/booking/search-criteria';
import { movedTo } from './stay';

/** How far the closest stay may start from the one asked, either way. */
export const CLOSEST_STAY_DAYS = 7;

/**
 * The closest stay of the same length whose check-in `isFree` accepts: the nearest start within
 * CLOSEST_STAY_DAYS either way, the earlier one first when two are as near, and only stays the search
 * rules allow from `earliestCheckIn` (none in the past, none beyond the booking horizon). Null when
 * none is free.
 */
export function closestFreeStay(criteria: SearchCriteria, earliestCheckIn: string, isFree: (candidate: SearchCriteria) => boolean): SearchCriteria | null {
  for (let distance = 1; distance <= CLOSEST_STAY_DAYS; distance += 1) {
    for (const shift of [-distance, distance]) {
      const candidate = movedTo(criteria, addDays(criteria.checkInDate, shift));
      if (searchProblems(candidate, earliestCheckIn).length === 0 && isFree(candidate)) return candidate;
    }
  }
  return null;
}
