import { ClientError } from 'graphql-request';
import type { SearchField } from '../../../../shared/booking/search-criteria';
import { graphQlErrorWords } from '../../../../shared/graphql/graphql-error-code';
import type { Messages } from '../../../../shared/i18n/messages';
import type { WordedSearchProblem } from '../search/search-form-input';

const SEARCH_FIELDS: readonly SearchField[] = ['propertyId', 'checkInDate', 'checkOutDate', 'numRooms', 'numAdultsPerRoom', 'numChildrenPerRoom', 'rewardsRedemption'];

/** The server's refusal of a search: the problems it names by field, and the words of any it names by no field we show. */
export type ServerSearchRefusal = { problems: WordedSearchProblem[]; otherMessages: string[] };

/**
 * A search the server refused (BAD_USER_INPUT, with `extensions.field` naming the input field, spec
 * contract): each error as a problem of that field, for the form to show beside it, in the page's words
 * when the server named a shared rule's message. Null for any other failure, which is the server's
 * trouble and not the search's.
 */
export function searchRefusalOf(error: unknown, messages: Messages): ServerSearchRefusal | null {
  const refusals = badUserInputsOf(error);
  if (refusals.length === 0) return null;
  const refusal: ServerSearchRefusal = { problems: [], otherMessages: [] };
  for (const item of refusals) {
    const field = fieldOf(item.extensions?.field);
    const text = graphQlErrorWords(item, messages);
    if (field) refusal.problems.push({ field, text });
    else refusal.otherMessages.push(text);
  }
  return refusal;
}

/** Whether the server refused the search itself (asking again would get the same answer). */
export function isSearchRefusal(error: unknown): boolean {
  return badUserInputsOf(error).length > 0;
}

function badUserInputsOf(error: unknown) {
  if (!(error instanceof ClientError)) return [];
  return (error.response.errors ?? []).filter((item) => item.extensions?.code === 'BAD_USER_INPUT');
}

// The field may come as the input's own name or as its path in the operation ("input.numRooms").
function fieldOf(value: unknown): SearchField | null {
  if (typeof value !== 'string') return null;
  const name = value.split('.').at(-1) ?? '';
  return SEARCH_FIELDS.find((field) => field === name) ?? null;
}
