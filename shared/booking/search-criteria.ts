import { PROPERTY_CODE_PATTERN } from '../domain/saved-properties';
import type { ValidationMessage } from '../i18n/message-ref';

/**
 * The availability search (spec 3, AriesSearch.searchCriteria.availabilityRequestVO): what a guest asks
 * for, the rules it must keep, and how it travels in a page address. The host checks a search with
 * these rules before it asks; the server checks it again with the same rules, and adds the one it
 * alone knows (how many guests the hotel's largest room holds).
 */

/** Limits of one search. The spec names E_TOO_MANY_NIGHTS without a number; these are ours. */
export const SEARCH_LIMITS = {
  maxNights: 30,
  maxRooms: 9,
  maxAdultsPerRoom: 8,
  maxChildrenPerRoom: 6,
  /** Inventory is kept for this many days ahead (seeded for the next 365 days). */
  bookingHorizonDays: 365,
} as const;

export type SearchCriteria = {
  propertyId: string;
  /** ISO days, YYYY-MM-DD. */
  checkInDate: string;
  checkOutDate: string;
  numRooms: number;
  numAdultsPerRoom: number;
  numChildrenPerRoom: number;
  /** "Use points". */
  rewardsRedemption: boolean;
};

export type SearchField = keyof SearchCriteria;

/** One broken rule: the field to mark and the words to show beside it. */
export type SearchProblem = { field: SearchField; message: ValidationMessage };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO day; null when it is not a real calendar day (2026-02-30). */
export function dayNumber(isoDay: string): number | null {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear rather than Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / DAY_MS;
}

/** The ISO day `days` after `isoDay` (before, when negative). */
export function addDays(isoDay: string, days: number): string {
  const start = dayNumber(isoDay);
  if (start === null) throw new RangeError(`Not an ISO day: ${isoDay}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Nights from check-in to check-out; 0 when either is not a day (spec 5: dates that fail to diff return 0). */
export function nightsBetween(checkInDate: string, checkOutDate: string): number {
  const checkIn = dayNumber(checkInDate);
  const checkOut = dayNumber(checkOutDate);
  return checkIn === null || checkOut === null ? 0 : checkOut - checkIn;
}

/** The ISO day of `date` in the browser's own calendar (the guest's "today"). */
export function localIsoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Every rule `criteria` breaks, in form order; empty when it may be searched. `today` is the earliest
 * check-in allowed: the guest's own day in the browser; on the server, the earliest day anywhere on
 * Earth (UTC less one day), so no guest's today is refused for a time-zone difference.
 */
export function searchProblems(criteria: SearchCriteria, today: string): SearchProblem[] {
  const problems: SearchProblem[] = [];
  const checkIn = dayNumber(criteria.checkInDate);
  const checkOut = dayNumber(criteria.checkOutDate);
  const first = dayNumber(today);
  if (checkIn === null) problems.push({ field: 'checkInDate', message: { key: 'validation.search.checkInFormat' } });
  else if (first !== null && checkIn < first) problems.push({ field: 'checkInDate', message: { key: 'validation.search.checkInPast' } });
  else if (first !== null && checkIn > first + SEARCH_LIMITS.bookingHorizonDays - 1) {
    problems.push({ field: 'checkInDate', message: BEYOND_HORIZON });
  }
  if (checkOut === null) problems.push({ field: 'checkOutDate', message: { key: 'validation.search.checkOutFormat' } });
  else if (checkIn !== null && checkOut <= checkIn) problems.push({ field: 'checkOutDate', message: { key: 'validation.search.checkOutNotAfterCheckIn' } });
  else if (checkIn !== null && checkOut - checkIn > SEARCH_LIMITS.maxNights) {
    problems.push({ field: 'checkOutDate', message: { key: 'validation.search.tooManyNights', params: { max: SEARCH_LIMITS.maxNights } } });
  } else if (first !== null && checkOut > first + SEARCH_LIMITS.bookingHorizonDays) {
    problems.push({ field: 'checkOutDate', message: BEYOND_HORIZON });
  }
  problems.push(...countProblem('numRooms', criteria.numRooms, 1, SEARCH_LIMITS.maxRooms));
  problems.push(...countProblem('numAdultsPerRoom', criteria.numAdultsPerRoom, 1, SEARCH_LIMITS.maxAdultsPerRoom));
  problems.push(...countProblem('numChildrenPerRoom', criteria.numChildrenPerRoom, 0, SEARCH_LIMITS.maxChildrenPerRoom));
  return problems;
}

const BEYOND_HORIZON: ValidationMessage = { key: 'validation.search.beyondHorizon', params: { days: SEARCH_LIMITS.bookingHorizonDays } };

type CountField = 'numRooms' | 'numAdultsPerRoom' | 'numChildrenPerRoom';

function countProblem(field: CountField, value: number, min: number, max: number): SearchProblem[] {
  if (Number.isInteger(value) && value >= min && value <= max) return [];
  return [{ field, message: { key: 'validation.search.countRange', params: { field, min, max } } }];
}

/** The problem when a room of the hotel cannot hold the party (the server knows its largest room). */
export function occupancyProblem(criteria: SearchCriteria, largestRoomHolds: number): SearchProblem | null {
  const guests = criteria.numAdultsPerRoom + criteria.numChildrenPerRoom;
  if (guests <= largestRoomHolds) return null;
  return { field: 'numAdultsPerRoom', message: { key: 'validation.search.roomTooSmall', params: { largest: largestRoomHolds, guests } } };
}

/** The search as page-address parameters (the availability and rate-list pages take them). */
export function searchParamsOf(criteria: SearchCriteria): URLSearchParams {
  return new URLSearchParams({
    propertyId: criteria.propertyId,
    checkInDate: criteria.checkInDate,
    checkOutDate: criteria.checkOutDate,
    numRooms: String(criteria.numRooms),
    numAdultsPerRoom: String(criteria.numAdultsPerRoom),
    numChildrenPerRoom: String(criteria.numChildrenPerRoom),
    rewardsRedemption: String(criteria.rewardsRedemption),
  });
}

const WHOLE_NUMBER = /^\d{1,3}$/;
/** The points flag as searchParamsOf writes it, or left out (cash). */
const POINTS_FLAG = /^(true|false|)$/;

/**
 * A search read back from page-address parameters, with defaults for counts left out (1 room,
 * 1 adult, no children, cash). A missing hotel and malformed counts or points flag come back as
 * problems, never as a guess; the dates come back as given, for {@link searchProblems} to judge.
 */
export function readSearchParams(params: URLSearchParams): { criteria: SearchCriteria; problems: SearchProblem[] } {
  const problems: SearchProblem[] = [];
  const count = (field: SearchField, fallback: number): number => {
    const raw = params.get(field);
    if (raw === null || raw === '') return fallback;
    if (!WHOLE_NUMBER.test(raw)) {
      problems.push({ field, message: { key: 'validation.search.wholeNumber' } });
      return fallback;
    }
    return Number(raw);
  };
  const criteria: SearchCriteria = {
    propertyId: (params.get('propertyId') ?? '').toUpperCase(),
    checkInDate: params.get('checkInDate') ?? '',
    checkOutDate: params.get('checkOutDate') ?? '',
    numRooms: count('numRooms', 1),
    numAdultsPerRoom: count('numAdultsPerRoom', 1),
    numChildrenPerRoom: count('numChildrenPerRoom', 0),
    rewardsRedemption: params.get('rewardsRedemption') === 'true',
  };
  if (!POINTS_FLAG.test(params.get('rewardsRedemption') ?? '')) problems.push({ field: 'rewardsRedemption', message: { key: 'validation.search.cashOrPoints' } });
  if (!PROPERTY_CODE_PATTERN.test(criteria.propertyId)) problems.push({ field: 'propertyId', message: { key: 'validation.search.hotel' } });
  return { criteria, problems };
}
