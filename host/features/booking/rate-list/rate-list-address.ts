import { localIsoDay, readSearchParams, searchProblems, type SearchCriteria, type SearchProblem } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { currentInstant } from '../../../../shared/time/current-instant';

/** A detail modal the address asks the rate list to show open (spec: enhanced room search overlays). */
export type RateListModal = { kind: 'room'; roomTypeCode: string } | { kind: 'rate'; roomTypeCode: string; ratePlanCode: string };

export type RateListAddress = { criteria: SearchCriteria; problems: SearchProblem[]; modal: RateListModal | null };

/**
 * What a rate-list address asks for: the search with every rule it breaks (the address's own, then the
 * search rules judged against `today`), and the modal its path opens: `ersViewRoomPool.mi` a room
 * type's details, `ersViewRateRules.mi` a rate's rules.
 */
export function readRateListAddress(pathname: string, params: URLSearchParams, today: string = localIsoDay(currentInstant())): RateListAddress {
  const { criteria, problems } = readSearchParams(params);
  return { criteria, problems: [...problems, ...searchProblems(criteria, today)], modal: modalOf(pathname, params) };
}

function modalOf(pathname: string, params: URLSearchParams): RateListModal | null {
  const roomTypeCode = params.get('roomTypeCode');
  const ratePlanCode = params.get('ratePlanCode');
  if (pathname === bookingPaths.roomPool.path && roomTypeCode) return { kind: 'room', roomTypeCode };
  if (pathname === bookingPaths.rateRules.path && roomTypeCode && ratePlanCode) return { kind: 'rate', roomTypeCode, ratePlanCode };
  return null;
}
