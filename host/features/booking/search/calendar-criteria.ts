import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { criteriaOfSearchForm, type SearchFormInput } from './search-form-input';

const whole = (value: number, fallback: number) => (Number.isInteger(value) && value >= 0 ? value : fallback);

/**
 * The search the calendar link carries from a form still being filled: counts not yet readable fall
 * back to the address defaults (1 room, 1 adult, no children), as the calendar only needs the party's
 * size to price a night.
 */
export function calendarCriteriaOf(values: Partial<SearchFormInput>): SearchCriteria {
  const criteria = criteriaOfSearchForm(values);
  return {
    ...criteria,
    numRooms: whole(criteria.numRooms, 1),
    numAdultsPerRoom: whole(criteria.numAdultsPerRoom, 1),
    numChildrenPerRoom: whole(criteria.numChildrenPerRoom, 0),
  };
}
