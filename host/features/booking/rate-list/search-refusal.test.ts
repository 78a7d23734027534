import { describe, expect, it } from 'vitest';
import { graphQlFailure } from '../testing/booking-fake-api';
import { searchRefusalOf } from './search-refusal';

describe('searchRefusalOf', () => {
  it('turns BAD_USER_INPUT errors into problems of the field they name', () => {
    const error = graphQlFailure('BAD_USER_INPUT', 'The rooms of this hotel hold at most 4 guests each.', { field: 'numAdultsPerRoom' });
    expect(searchRefusalOf(error)).toEqual({ problems: [{ field: 'numAdultsPerRoom', message: 'The rooms of this hotel hold at most 4 guests each.' }], otherMessages: [] });
    expect(searchRefusalOf(graphQlFailure('BAD_USER_INPUT', 'Too many rooms.', { field: 'input.numRooms' }))?.problems).toEqual([{ field: 'numRooms', message: 'Too many rooms.' }]);
  });

  it('keeps the words of a refusal naming no field the form shows', () => {
    expect(searchRefusalOf(graphQlFailure('BAD_USER_INPUT', 'Something about the search.'))).toEqual({ problems: [], otherMessages: ['Something about the search.'] });
  });

  it('is null for failures that are not about the search', () => {
    expect(searchRefusalOf(graphQlFailure('INTERNAL_SERVER_ERROR'))).toBeNull();
    expect(searchRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
