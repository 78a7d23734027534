import { ClientError } from 'graphql-request';
import type { SearchField, SearchProblem } from '../../../../shared/booking/search-criteria';

const SEARCH_FIELDS: readonly SearchField[] = ['propertyId', 'checkInDate', 'checkOutDate', 'numRooms', 'numAdultsPerRoom', 'numChildrenPerRoom', 'rewardsRedemption'];

/** The server's refusal of a search: the problems it names by field, and the words of any it names by no field we show. */
export type ServerSearchRefusal = { problems: SearchProblem[]; otherMessages: string[] };

/**
 * A search the server refused (BAD_USER_INPUT, with `extensions.field` naming the input field, spec
 * contract): each error as a problem of that field, for the form to show beside it. Null for any other
 * failure, which is the server's trouble and not the search's.
 */
export function searchRefusalOf(error: unknown): ServerSearchRefusal | null {
  if (!(error instanceof ClientError)) return null;
  const refusals = (error.response.errors ?? []).filter((item) => item.extensions?.code === 'BAD_USER_INPUT');
  if (refusals.length === 0) return null;
  const refusal: ServerSearchRefusal = { problems: [], otherMessages: [] };
  for (const item of refusals) {
    const field = fieldOf(item.extensions?.field);
    if (field) refusal.problems.push({ field, message: item.message });
    else refusal.otherMessages.push(item.message);
  }
  return refusal;
}

// The field may come as the input's own name or as its path in the operation ("input.numRooms").
function fieldOf(value: unknown): SearchField | null {
  if (typeof value !== 'string') return null;
  const name = value.split('.').at(-1) ?? '';
  return SEARCH_FIELDS.find((field) => field === name) ?? null;
}
