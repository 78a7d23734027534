import {
  DESTINATION_MAX_LENGTH,
  hotelSearchProblems,
  readHotelSearchParams,
  stayAt,
  type HotelSearchProblem,
  type HotelSearchRequest,
} from '../../../shared/booking/hotel-search-request';
import { addDays } from '../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import type { Messages } from '../../../shared/i18n/messages';

/** A suggestion the guest picked from the type-ahead: a hotel goes straight to its rates. */
export type PickedPlace = { kind: 'HOTEL' | 'CITY'; id: string; name: string };

/** The home search's fields, by the names the GET form sends (the results page reads the same). */
export type HomeSearchField = 'destination' | 'checkInDate' | 'checkOutDate' | 'numRooms' | 'numAdultsPerRoom' | 'numChildrenPerRoom';

export type HomeSearchErrors = Partial<Record<HomeSearchField, string>>;

export const HOME_SEARCH_FIELD_ORDER: readonly HomeSearchField[] = ['destination', 'checkInDate', 'checkOutDate', 'numRooms', 'numAdultsPerRoom', 'numChildrenPerRoom'];

/** What the form starts with: one night from the guest's today, one adult in one room, or the search in the address. */
export function startingSearch(params: URLSearchParams, today: string): HotelSearchRequest {
  const request = readHotelSearchParams(params);
  return {
    ...request,
    checkInDate: request.checkInDate || today,
    checkOutDate: request.checkOutDate || addDays(request.checkInDate || today, 1),
  };
}

/** The form's fields read into a search: what the GET form would send. */
export function requestOfForm(form: HTMLFormElement): HotelSearchRequest {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.set(name, value);
  return readHotelSearchParams(params);
}

/**
 * Where a valid search leads: the hotel the guest picked from the suggestions (while the destination
 * still names it) straight to its rate list for the stay; anything else to the results list.
 */
export function searchTargetOf(request: HotelSearchRequest, picked: PickedPlace | null): string {
  if (picked?.kind === 'HOTEL' && picked.name === request.destination) return bookingPaths.rateList.getHref(stayAt(request, picked.id));
  return bookingPaths.findHotels.getHref(request);
}

/** The first problem of each field, in the page's words. */
export function homeSearchErrorsOf(problems: readonly HotelSearchProblem[], { t, say }: Pick<Messages, 't' | 'say'>): HomeSearchErrors {
  const errors: HomeSearchErrors = {};
  for (const problem of problems) {
    if (problem.field === 'rewardsRedemption' || problem.field === 'propertyId') continue;
    if ('reason' in problem) {
      errors.destination ??=
        problem.reason === 'MISSING' ? t('search.error.destinationMissing') : t('search.error.destinationTooLong', { max: DESTINATION_MAX_LENGTH });
    } else errors[problem.field] ??= say(problem.message);
  }
  return errors;
}

/** The form's check before it leaves: the shared search rules against the guest's own today. */
export function validateHomeSearch(request: HotelSearchRequest, today: string, messages: Pick<Messages, 't' | 'say'>): HomeSearchErrors {
  return homeSearchErrorsOf(hotelSearchProblems(request, today), messages);
}
