import { readSearchParams, searchProblems, type SearchCriteria, type SearchField, type SearchProblem } from '../../../../shared/booking/search-criteria';
import type { Messages } from '../../../../shared/i18n/messages';

/**
 * The availability form's values as its inputs hold them: counts are text until read, so "" or "2.5"
 * reach the search rules and get their message instead of turning silently into a number.
 */
export type SearchFormInput = {
  propertyId: string;
  checkInDate: string;
  checkOutDate: string;
  numRooms: string;
  numAdultsPerRoom: string;
  numChildrenPerRoom: string;
  rewardsRedemption: boolean;
};

/** One message per field, as react-final-form takes them. */
export type SearchFieldErrors = Partial<Record<SearchField, string>>;

/** The fields in the order the form shows them: the first with a problem takes focus. */
export const SEARCH_FIELD_ORDER: readonly SearchField[] = [
  'propertyId',
  'checkInDate',
  'checkOutDate',
  'numRooms',
  'numAdultsPerRoom',
  'numChildrenPerRoom',
  'rewardsRedemption',
];

export function searchFormInputOf(criteria: SearchCriteria): SearchFormInput {
  return {
    propertyId: criteria.propertyId,
    checkInDate: criteria.checkInDate,
    checkOutDate: criteria.checkOutDate,
    numRooms: String(criteria.numRooms),
    numAdultsPerRoom: String(criteria.numAdultsPerRoom),
    numChildrenPerRoom: String(criteria.numChildrenPerRoom),
    rewardsRedemption: criteria.rewardsRedemption,
  };
}

const countOf = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

export function criteriaOfSearchForm(input: Partial<SearchFormInput>): SearchCriteria {
  return {
    propertyId: (input.propertyId ?? '').trim().toUpperCase(),
    checkInDate: input.checkInDate ?? '',
    checkOutDate: input.checkOutDate ?? '',
    numRooms: countOf(input.numRooms),
    numAdultsPerRoom: countOf(input.numAdultsPerRoom),
    numChildrenPerRoom: countOf(input.numChildrenPerRoom),
    rewardsRedemption: input.rewardsRedemption ?? false,
  };
}

/** A search problem in the page's words: a shared rule's, or the server's refusal of a field. */
export type WordedSearchProblem = { field: SearchField; text: string };

export function wordedSearchProblems(problems: readonly SearchProblem[], say: Messages['say']): WordedSearchProblem[] {
  return problems.map(({ field, message }) => ({ field, text: say(message) }));
}

/** The first problem of each field; later ones for the same field wait until the first is fixed. */
export function fieldErrorsOf(problems: readonly WordedSearchProblem[]): SearchFieldErrors {
  const errors: SearchFieldErrors = {};
  for (const { field, text } of problems) errors[field] ??= text;
  return errors;
}

/** The form's check: the shared search rules, judged against the guest's own today, in the page's words. */
export function validateSearchForm(input: Partial<SearchFormInput>, today: string, say: Messages['say']): SearchFieldErrors {
  const criteria = criteriaOfSearchForm(input);
  // The hotel's rule lives with the address rules (a search is only ever sent through an address).
  const hotelProblems = readSearchParams(new URLSearchParams({ propertyId: criteria.propertyId })).problems.filter(({ field }) => field === 'propertyId');
  return fieldErrorsOf(wordedSearchProblems([...hotelProblems, ...searchProblems(criteria, today)], say));
}
