import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import { HotelSearchDocument, SuggestedPlacesDocument, type HotelSearchInput } from '../../shared/graphql/generated/graphql';
import { listProperties } from '../graphql/property-row';
import { bookingCalls } from '../testing/booking-calls';
import { leaveRoomsFree } from '../testing/leave-rooms-free';
import { startReservationTestApi } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { CITY_CENTRES, distanceKm } from './city-centres';

let api: TestApi;
let calls: ReturnType<typeof bookingCalls>;
let seedDay: string;

beforeEach(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  calls = bookingCalls(api);
});
afterEach(() => api.close());

const suggest = (query: string, locale?: string) => calls.send(SuggestedPlacesDocument, { query, locale });
const names = async (query: string, locale?: string) => (await suggest(query, locale)).data!.suggestedPlaces.map((place) => `${place.kind} ${place.name}`);
const stay = (destination: string, overrides: Partial<HotelSearchInput> = {}): HotelSearchInput => ({
  destination,
  checkInDate: addDays(seedDay, 20),
  checkOutDate: addDays(seedDay, 22),
  ...overrides,
});
const search = (input: HotelSearchInput) => calls.send(HotelSearchDocument, { input });

describe('suggestedPlaces', () => {
  it('puts the city first, then the hotels whose name or city starts a word with what was typed', async () => {
    expect(await names('lon')).toEqual(['CITY London', "HOTEL Portico London King's Cross"]);
    expect(await names('London')).toEqual(['CITY London', "HOTEL Portico London King's Cross"]);
    expect(await names('kings')).toEqual(["HOTEL Portico London King's Cross"]);
  });

  it('ignores letter case and accents, and names the country in the asked locale', async () => {
    const { data } = await suggest('SAO', 'es-ES');
    expect(data!.suggestedPlaces).toEqual([
      { kind: 'CITY', id: 'São Paulo', name: 'São Paulo', detail: 'Brasil' },
      { kind: 'HOTEL', id: 'SAOPL', name: expect.stringMatching(/^Portico São Paulo/), detail: 'São Paulo, Brasil' },
    ]);
    expect(await names('mexico')).toContain('CITY Mexico City');
  });

  it('ranks a name that starts with the text above one where a later word does, and keeps to eight', async () => {
    const portico = await names('portico');
    expect(portico).toHaveLength(8);
    expect(portico.every((name) => name.startsWith('HOTEL Portico'))).toBe(true);
    const hotels = await listProperties(api.db);
    const cities = new Set(hotels.map((hotel) => hotel.city));
    expect((await names('s')).slice(0, 5)).toEqual(
      [...cities].filter((city) => /^s/i.test(city)).sort((a, b) => a.localeCompare(b)).map((city) => `CITY ${city}`).slice(0, 5),
    );
  });

  it('finds nothing for text no place has', async () => {
    expect(await names('zzzz')).toEqual([]);
  });

  it('refuses empty or too long text, and a locale the site does not speak', async () => {
    for (const [query, locale, field] of [['  ', undefined, 'query'], ['x'.repeat(61), undefined, 'query'], ['lon', 'xx-YY', 'locale']] as const) {
      const { status, errors } = await suggest(query, locale);
      expect(status).toBe(200);
      expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});

describe('hotelSearch', () => {
  it("lists a city's hotels with their distance from its centre and their lowest public nightly rate", async () => {
    const { data, errors } = await search(stay('london'));
    expect(errors).toBeUndefined();
    const answer = data!.hotelSearch;
    expect(answer.city).toBe('London');
    expect(answer.hotels.map((hotel) => hotel.property.id)).toEqual(['LONKX']);
    const [londonHotel] = await listProperties(api.db).then((rows) => rows.filter((row) => row.code === 'LONKX'));
    const expectedKm = Math.round(distanceKm(CITY_CENTRES.get('London')!, londonHotel!) * 10) / 10;
    expect(answer.hotels[0]!.distanceFromCentreKm).toBe(expectedKm);
    expect(expectedKm).toBeGreaterThan(1);
    expect(expectedKm).toBeLessThan(5);
    // The rate list offers the same stay; its cheapest public cash rate, per room and night, is the "from".
    const offered = await calls.search({ propertyId: 'LONKX', checkInDate: stay('').checkInDate, checkOutDate: stay('').checkOutDate, numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0, rewardsRedemption: false });
    const publicAverages = offered.data!.searchProductsByProperty!.rooms.flatMap((room) =>
      room.rates.filter((rate) => rate.ratePlan.mode === 'CASH' && !rate.ratePlan.isMemberRate).map((rate) => rate.price!.cash!.averageNightly.value),
    );
    expect(answer.hotels[0]!.lowestNightly).toEqual({ value: Math.min(...publicAverages), valueDecimalPoint: 2, currency: 'GBP' });
  });

  it('finds hotels by words of their name when the text is not a city', async () => {
    const { data } = await search(stay('kings cross'));
    expect(data!.hotelSearch.city).toBeNull();
    expect(data!.hotelSearch.hotels.map((hotel) => hotel.property.id)).toEqual(['LONKX']);
    expect((await search(stay('nowhere at all'))).data!.hotelSearch.hotels).toEqual([]);
  });

  it('has no price for a hotel with no room free for the party on every night', async () => {
    const night = addDays(seedDay, 20);
    await leaveRoomsFree(api.db, 'LONKX', [night], 0);
    const { data } = await search(stay('London'));
    expect(data!.hotelSearch.hotels[0]!.lowestNightly).toBeNull();
  });

  it('refuses an empty destination and a stay the search rules refuse, naming the field', async () => {
    const cases: [HotelSearchInput, string][] = [
      [stay(' '), 'destination'],
      [stay('x'.repeat(61)), 'destination'],
      [stay('London', { checkInDate: addDays(seedDay, -5), checkOutDate: addDays(seedDay, -3) }), 'checkInDate'],
      [stay('London', { checkOutDate: addDays(seedDay, 19) }), 'checkOutDate'],
      [stay('London', { checkInDate: 'soon' }), 'checkInDate'],
      [stay('London', { numAdultsPerRoom: 0 }), 'numAdultsPerRoom'],
    ];
    for (const [input, field] of cases) {
      const { status, errors } = await search(input);
      expect(status, field).toBe(200);
      expect(errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});

describe('CITY_CENTRES', () => {
  it('has the centre of every city with a hotel, near that hotel', async () => {
    for (const hotel of await listProperties(api.db)) {
      const centre = CITY_CENTRES.get(hotel.city);
      expect(centre, hotel.city).toBeDefined();
      expect(distanceKm(centre!, hotel), hotel.city).toBeLessThan(15);
    }
  });
});
