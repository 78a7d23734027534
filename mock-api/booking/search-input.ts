import { addDays, occupancyProblem, searchProblems, type SearchCriteria } from '../../shared/booking/search-criteria';
import { PROPERTY_CODE_PATTERN } from '../../shared/domain/saved-properties';
import { hasArrivalDayPassed } from '../../shared/time/hotel-day';
import type { AvailabilitySearchInput } from '../graphql/generated/resolvers-types';
import { badUserInput } from './booking-errors';
import { largestRoomHolds, type HotelCatalogue } from './hotel-catalogue';

/** Room type and rate plan codes as the schema's IDs carry them (GKNG, FLEX, CASH_POINTS). */
const CODE = /^[A-Z0-9_]{2,16}$/;

/** The UTC day of `now`. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The earliest check-in a search's own rules allow before its hotel is known: the earliest "today"
 * anywhere on Earth, the UTC day less one (shared/booking/search-criteria). Once the hotel is known,
 * its own day decides (assertArrivalDayOpen).
 */
export const earliestCheckInOn = (now: Date) => addDays(utcDay(now), -1);

/**
 * Refuses a stay whose arrival day has ended in the hotel's own time zone, in the search rules' words:
 * tonight's arrival may be booked, changed or held until the hotel's midnight, never yesterday's.
 */
export function assertArrivalDayOpen(criteria: Pick<SearchCriteria, 'checkInDate'>, timeZone: string, now: Date): void {
  if (hasArrivalDayPassed(criteria.checkInDate, timeZone, now)) throw badUserInput('checkInDate', { key: 'validation.search.checkInPast' });
}

/** A property code as the search rules read it; a malformed one is the input's mistake. */
export function propertyCodeOf(propertyId: string, field = 'propertyId'): string {
  // The search rules' own refusal, so a page says it in its locale (a property code is five letters or digits).
  if (!PROPERTY_CODE_PATTERN.test(propertyId)) throw badUserInput(field, { key: 'validation.search.hotel' });
  return propertyId.toUpperCase();
}

/** A room type or rate plan code; a malformed one is the input's mistake. */
export function codeOf(value: string, field: string): string {
  if (!CODE.test(value)) throw badUserInput(field, `${field} is 2 to 16 capital letters, digits or underscores, such as GKNG or FLEX.`);
  return value;
}

/**
 * The search `input` asks, checked by the same rules the pages check it with (shared/booking); the
 * first rule broken is refused with its field and words, in form order.
 */
export function searchCriteriaOf(input: AvailabilitySearchInput, now: Date): SearchCriteria {
  const criteria: SearchCriteria = {
    propertyId: propertyCodeOf(input.propertyId),
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    numRooms: input.numRooms,
    numAdultsPerRoom: input.numAdultsPerRoom,
    // GraphQL fills in the schema's defaults; the generated type still says they may be missing.
    numChildrenPerRoom: input.numChildrenPerRoom ?? 0,
    rewardsRedemption: input.rewardsRedemption ?? false,
  };
  assertNoProblem(criteria, now);
  return criteria;
}

/** Refuses the first rule `criteria` breaks. */
export function assertNoProblem(criteria: SearchCriteria, now: Date): void {
  const [problem] = searchProblems(criteria, earliestCheckInOn(now));
  if (problem) throw badUserInput(problem.field, problem.message);
}

/** Refuses a party too large for any room of the hotel (the one rule the server alone can judge). */
export function assertHotelHoldsParty(criteria: SearchCriteria, catalogue: HotelCatalogue): void {
  const problem = occupancyProblem(criteria, largestRoomHolds(catalogue));
  if (problem) throw badUserInput(problem.field, problem.message);
}
