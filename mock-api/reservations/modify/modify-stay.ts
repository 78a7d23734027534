import { searchProblems, type SearchCriteria, type SearchField } from '../../../shared/booking/search-criteria';
import { validationInEnglishOf } from '../../../shared/i18n/validation-in-english';
import { PROPERTY_CODE_PATTERN } from '../../../shared/domain/saved-properties';
import { confirmationNumberError } from '../../../shared/validation/reservation-lookup';
import { earliestCheckInOn } from '../../booking/search-input';
import { ModifyCode, type ModifyOutcome } from './modify-outcome';
import { hasArrivalDayPassed } from '../../../shared/time/hotel-day';

/** What a change asks, as the modify rate list and the confirm-changes modal send it. */
export type ModifyStayInput = {
  confirmationNumber: string;
  propertyId: string;
  checkInDate: string;
  checkOutDate: string;
  numAdultsPerRoom: number;
  numChildrenPerRoom?: number | null;
};

// The spec's two modify-only date codes: one for the arrival, one for any other date of the change.
const CODE_OF_FIELD: Partial<Record<SearchField, ModifyCode>> = { checkInDate: ModifyCode.ArrivalFormat, checkOutDate: ModifyCode.DateFormat };

/**
 * The new stay of one room, checked by the rate list's own rules (shared/booking); the first rule broken
 * is the answer: a confirmation number that cannot be one (E_BAD_CONF_NO), a property code that cannot be
 * one, then the dates (E_ARRIVAL_FORMAT for the arrival, E_GNR_DATE_FORMAT for the departure and the
 * stay's length) and the party. Whether the room is at that hotel is the order's question, asked later.
 */
export function readModifyStay(input: ModifyStayInput, now: Date): { confirmationNumber: string; criteria: SearchCriteria } | ModifyOutcome {
  const confirmationNumber = input.confirmationNumber.trim();
  const numberProblem = confirmationNumberError(confirmationNumber);
  if (numberProblem) return { code: ModifyCode.BadConfirmationNumber, detail: validationInEnglishOf(numberProblem), field: 'confirmationNumber' };
  if (!PROPERTY_CODE_PATTERN.test(input.propertyId)) {
    return { code: ModifyCode.BadUserInput, detail: 'A property code is five letters or digits, such as NYCTS.', field: 'propertyId' };
  }
  const criteria: SearchCriteria = {
    propertyId: input.propertyId.toUpperCase(),
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    numRooms: 1,
    numAdultsPerRoom: input.numAdultsPerRoom,
    numChildrenPerRoom: input.numChildrenPerRoom ?? 0,
    rewardsRedemption: false,
  };
  const [problem] = searchProblems(criteria, earliestCheckInOn(now));
  if (problem) return { code: CODE_OF_FIELD[problem.field] ?? ModifyCode.BadUserInput, detail: validationInEnglishOf(problem.message), field: problem.field };
  return { confirmationNumber, criteria };
}

/**
 * E_ARRIVAL_FORMAT when the new stay's arrival day has ended in the hotel's own time zone, asked once the
 * hotel is known (readModifyStay can only ask the earliest today on Earth); null when it may begin.
 */
export function arrivalDayProblem(criteria: SearchCriteria, timeZone: string, now: Date): ModifyOutcome | null {
  if (!hasArrivalDayPassed(criteria.checkInDate, timeZone, now)) return null;
  return { code: ModifyCode.ArrivalFormat, detail: validationInEnglishOf({ key: 'validation.search.checkInPast' }), field: 'checkInDate' };
}

export const isModifyOutcome = (value: object): value is ModifyOutcome => 'code' in value;
