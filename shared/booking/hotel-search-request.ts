import { searchProblems, type SearchCriteria, type SearchProblem } from './search-criteria';

/**
 * The home page's search (spec 3, AriesSearch.searchCriteria with an address rather than a hotel): where
 * to, when, and for how many. It travels in the results page's address; the API judges it again.
 */
export type HotelSearchRequest = {
  destination: string;
  /** ISO days, YYYY-MM-DD. */
  checkInDate: string;
  checkOutDate: string;
  numRooms: number;
  numAdultsPerRoom: number;
  numChildrenPerRoom: number;
};

/** The longest destination the API takes (search.graphql): longer than any city or hotel name. */
export const DESTINATION_MAX_LENGTH = 60;

/** A destination that cannot be searched, or one of the stay rules every search keeps. */
export type HotelSearchProblem = { field: 'destination'; reason: 'MISSING' | 'TOO_LONG' } | SearchProblem;

/** The search as page-address parameters, in the order the form asks them. */
export function hotelSearchParamsOf(request: HotelSearchRequest): URLSearchParams {
  return new URLSearchParams({
    destination: request.destination,
    checkInDate: request.checkInDate,
    checkOutDate: request.checkOutDate,
    numRooms: String(request.numRooms),
    numAdultsPerRoom: String(request.numAdultsPerRoom),
    numChildrenPerRoom: String(request.numChildrenPerRoom),
  });
}

const WHOLE_NUMBER = /^\d{1,3}$/;

/** Counts left out or malformed read as NaN, so the count rule words them rather than a guess. */
function countOf(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  return WHOLE_NUMBER.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * A search read from page-address or form fields (the GET form sends the same names): counts left out
 * are one room, one adult, no children; everything else comes back as given, for the rules to judge.
 */
export function readHotelSearchParams(params: URLSearchParams): HotelSearchRequest {
  return {
    destination: (params.get('destination') ?? '').trim(),
    checkInDate: params.get('checkInDate') ?? '',
    checkOutDate: params.get('checkOutDate') ?? '',
    numRooms: countOf(params.get('numRooms'), 1),
    numAdultsPerRoom: countOf(params.get('numAdultsPerRoom'), 1),
    numChildrenPerRoom: countOf(params.get('numChildrenPerRoom'), 0),
  };
}

/** Every rule `request` breaks, in form order; empty when it may be searched. `today` is the guest's own day. */
export function hotelSearchProblems(request: HotelSearchRequest, today: string): HotelSearchProblem[] {
  const destination: HotelSearchProblem[] = [];
  if (!request.destination.trim()) destination.push({ field: 'destination', reason: 'MISSING' });
  else if (request.destination.length > DESTINATION_MAX_LENGTH) destination.push({ field: 'destination', reason: 'TOO_LONG' });
  // The stay rules never judge the hotel: the destination stands in its place.
  return [...destination, ...searchProblems(stayAt(request, ''), today)];
}

/** The same stay at one hotel: the rate list's search. */
export function stayAt(request: HotelSearchRequest, propertyId: string): SearchCriteria {
  return {
    propertyId,
    checkInDate: request.checkInDate,
    checkOutDate: request.checkOutDate,
    numRooms: request.numRooms,
    numAdultsPerRoom: request.numAdultsPerRoom,
    numChildrenPerRoom: request.numChildrenPerRoom,
    rewardsRedemption: false,
  };
}
