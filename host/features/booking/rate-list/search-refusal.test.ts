import { beforeAll, describe, expect, it } from 'vitest';
import { messageArea as validationMessages } from '../../../../shared/i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../../../../shared/i18n/messages';
import { graphQlFailure } from '../testing/booking-fake-api';
import { isSearchRefusal, searchRefusalOf } from './search-refusal';

const english = messagesFor('en-US');

describe('searchRefusalOf', () => {
  beforeAll(() => loadAreas('ja-JP', [validationMessages]));

  it('turns BAD_USER_INPUT errors into problems of the field they name', () => {
    const error = graphQlFailure('BAD_USER_INPUT', 'The rooms of this hotel hold at most 4 guests each.', { field: 'numAdultsPerRoom' });
    expect(searchRefusalOf(error, english)).toEqual({ problems: [{ field: 'numAdultsPerRoom', text: 'The rooms of this hotel hold at most 4 guests each.' }], otherMessages: [] });
    expect(searchRefusalOf(graphQlFailure('BAD_USER_INPUT', 'Too many rooms.', { field: 'input.numRooms' }), english)?.problems).toEqual([{ field: 'numRooms', text: 'Too many rooms.' }]);
  });

  it('says a shared rule’s refusal in the page’s locale from the key the server sent', () => {
    const error = graphQlFailure('BAD_USER_INPUT', 'The rooms of this hotel hold at most 4 guests each; you asked for 5 per room. Add a room instead.', {
      field: 'numAdultsPerRoom',
      messageKey: 'validation.search.roomTooSmall',
      messageParams: { largest: 4, guests: 5 },
    });
    expect(searchRefusalOf(error, messagesFor('ja-JP'))?.problems).toEqual([
      { field: 'numAdultsPerRoom', text: 'このホテルの客室は1室あたり最大 4 名です。1室あたり 5 名のご指定です。客室を追加してください。' },
    ]);
  });

  it('keeps the words of a refusal naming no field the form shows', () => {
    expect(searchRefusalOf(graphQlFailure('BAD_USER_INPUT', 'Something about the search.'), english)).toEqual({ problems: [], otherMessages: ['Something about the search.'] });
  });

  it('is null for failures that are not about the search', () => {
    expect(searchRefusalOf(graphQlFailure('INTERNAL_SERVER_ERROR'), english)).toBeNull();
    expect(searchRefusalOf(new TypeError('Failed to fetch'), english)).toBeNull();
    expect(isSearchRefusal(graphQlFailure('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isSearchRefusal(graphQlFailure('BAD_USER_INPUT', 'Too many rooms.', { field: 'numRooms' }))).toBe(true);
  });
});
