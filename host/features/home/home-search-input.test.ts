// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { HotelSearchRequest } from '../../../shared/booking/hotel-search-request';
import type { MessageRef } from '../../../shared/i18n/message-ref';
import { homeSearchErrorsOf, requestOfForm, searchTargetOf, startingSearch, validateHomeSearch } from './home-search-input';
import { hotelSearchProblems } from '../../../shared/booking/hotel-search-request';

const today = '2027-03-10';
const london: HotelSearchRequest = { destination: 'London', checkInDate: '2027-03-12', checkOutDate: '2027-03-14', numRooms: 1, numAdultsPerRoom: 2, numChildrenPerRoom: 0 };
// Words that show which message was chosen, and with what.
const messages = {
  t: (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`,
  say: (ref: MessageRef) => ref.key,
} as unknown as Parameters<typeof homeSearchErrorsOf>[1];

describe('startingSearch', () => {
  it('starts with one night from today for one adult in one room when the address holds no search', () => {
    expect(startingSearch(new URLSearchParams(), today)).toEqual({
      destination: '',
      checkInDate: today,
      checkOutDate: '2027-03-11',
      numRooms: 1,
      numAdultsPerRoom: 1,
      numChildrenPerRoom: 0,
    });
  });

  it('starts from the search in the address, as "Change search" sends it back', () => {
    const params = new URLSearchParams({ destination: 'Tokyo', checkInDate: '2027-04-01', checkOutDate: '2027-04-03', numRooms: '2', numAdultsPerRoom: '3' });
    expect(startingSearch(params, today)).toMatchObject({ destination: 'Tokyo', checkInDate: '2027-04-01', checkOutDate: '2027-04-03', numRooms: 2, numAdultsPerRoom: 3 });
  });
});

describe('requestOfForm', () => {
  it('reads the fields the GET form would send', () => {
    const form = document.createElement('form');
    form.innerHTML = `<input name="destination" value="  Paris "><input name="checkInDate" value="2027-03-12"><input name="checkOutDate" value="2027-03-13">
      <select name="numRooms"><option value="2" selected>2</option></select><select name="numAdultsPerRoom"><option value="1" selected>1</option></select>
      <select name="numChildrenPerRoom"><option value="1" selected>1</option></select>`;
    expect(requestOfForm(form)).toEqual({ destination: 'Paris', checkInDate: '2027-03-12', checkOutDate: '2027-03-13', numRooms: 2, numAdultsPerRoom: 1, numChildrenPerRoom: 1 });
  });
});

describe('searchTargetOf', () => {
  it('sends a hotel picked from the suggestions to its rate list for the stay', () => {
    const target = new URL(searchTargetOf({ ...london, destination: "Portico London King's Cross" }, { kind: 'HOTEL', id: 'LONKX', name: "Portico London King's Cross" }), 'http://x');
    expect(target.pathname).toBe('/reservation/rateListMenu.mi');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ propertyId: 'LONKX', checkInDate: '2027-03-12', checkOutDate: '2027-03-14', numAdultsPerRoom: '2' });
  });

  it('sends a city, free text, or a picked hotel typed over since, to the results list', () => {
    for (const picked of [null, { kind: 'CITY' as const, id: 'London', name: 'London' }, { kind: 'HOTEL' as const, id: 'LONKX', name: "Portico London King's Cross" }]) {
      const target = new URL(searchTargetOf(london, picked), 'http://x');
      expect(target.pathname).toBe('/search/findHotels.mi');
      expect(target.searchParams.get('destination')).toBe('London');
    }
  });
});

describe('validateHomeSearch', () => {
  it('finds nothing wrong with a search the rules allow', () => {
    expect(validateHomeSearch(london, today, messages)).toEqual({});
  });

  it('asks for a destination, and for one short enough', () => {
    expect(validateHomeSearch({ ...london, destination: '  ' }, today, messages)).toEqual({ destination: 'search.error.destinationMissing' });
    expect(validateHomeSearch({ ...london, destination: 'x'.repeat(61) }, today, messages)).toEqual({ destination: 'search.error.destinationTooLong{"max":60}' });
  });

  it('words the stay rules every search keeps, one problem a field', () => {
    expect(validateHomeSearch({ ...london, checkInDate: '2027-03-09', checkOutDate: '2027-03-09' }, today, messages)).toEqual({
      checkInDate: 'validation.search.checkInPast',
      checkOutDate: 'validation.search.checkOutNotAfterCheckIn',
    });
    expect(validateHomeSearch({ ...london, numAdultsPerRoom: Number.NaN }, today, messages)).toEqual({ numAdultsPerRoom: 'validation.search.countRange' });
  });

  it('never judges a hotel code, which a destination search has none of', () => {
    expect(hotelSearchProblems(london, today).some((problem) => problem.field === 'propertyId')).toBe(false);
  });
});
