import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import { SOLD_OUT_NIGHT } from '../seed/booking-fixtures';
import type { NightlyProductsInput } from '../../shared/graphql/generated/graphql';
import { bookingCalls } from '../testing/booking-calls';
import { leaveRoomsFree } from '../testing/leave-rooms-free';
import { startReservationTestApi } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof bookingCalls>;
let seedDay: string;

beforeEach(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  calls = bookingCalls(api);
});
afterEach(() => api.close());

const half = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The cheapest public rate of `hotelCode` on `night`: the prepaid rate (15 % off) of its cheapest room that holds `guests` and has `rooms` free. */
async function cheapestPublicRate(hotelCode: string, night: string, guests = 1, rooms = 1): Promise<number | null> {
  const { rows } = await api.db.query<{ price: number | null }>(
    `select min(p.flexible_price_minor) as price from nightly_prices p
       join room_inventory i using (hotel_code, room_type_code, night) join room_types t on t.hotel_code = p.hotel_code and t.code = p.room_type_code
      where p.hotel_code = $1 and p.night = $2::date and t.max_occupancy >= $3 and i.rooms_total - i.rooms_sold >= $4`,
    [hotelCode, night, guests, rooms],
  );
  const price = rows[0]?.price;
  return price == null ? null : half(half(price * 8500, 10_000), 100) * 100;
}

describe('nightlyProducts', () => {
  it('gives each day of the month its lowest public nightly rate, and the fixture night as sold out', async () => {
    const soldOut = addDays(seedDay, SOLD_OUT_NIGHT.daysFromSeeding);
    const month = soldOut.slice(0, 7);
    const { data, errors } = await calls.nightlyProducts({ propertyId: 'NYCTS', month });
    expect(errors).toBeUndefined();
    const calendar = data!.nightlyProducts!;
    expect(calendar).toMatchObject({ month, property: { id: 'NYCTS', basicInformation: { currency: 'USD' } } });
    expect(calendar.days[0]!.date).toBe(`${month}-01`);
    expect(calendar.days.find((day) => day.date === soldOut)).toEqual({ date: soldOut, isSoldOut: true, lowestNightly: null });
    for (const day of calendar.days.filter((candidate) => candidate.date !== soldOut && candidate.date >= addDays(seedDay, -1))) {
      expect(day, day.date).toEqual({ date: day.date, isSoldOut: false, lowestNightly: { value: await cheapestPublicRate('NYCTS', day.date), valueDecimalPoint: 2, currency: 'USD' } });
    }
  });

  it('leaves days before the earliest check-in neither priced nor sold out', async () => {
    const { data } = await calls.nightlyProducts({ propertyId: 'NYCTS', month: seedDay.slice(0, 7) });
    const past = data!.nightlyProducts!.days.filter((day) => day.date < addDays(seedDay, -1));
    for (const day of past) expect(day).toEqual({ date: day.date, isSoldOut: false, lowestNightly: null });
  });

  it('prices only rooms that hold the party and have the rooms asked free', async () => {
    const night = addDays(seedDay, 40);
    await leaveRoomsFree(api.db, 'NYCTS', [night], 1, ['GQQN', 'STES']);
    const { data } = await calls.nightlyProducts({ propertyId: 'NYCTS', month: night.slice(0, 7), numRooms: 2, numAdultsPerRoom: 4 });
    expect(data!.nightlyProducts!.days.find((day) => day.date === night)).toEqual({ date: night, isSoldOut: true, lowestNightly: null });
    const { data: one } = await calls.nightlyProducts({ propertyId: 'NYCTS', month: night.slice(0, 7), numAdultsPerRoom: 4 });
    expect(one!.nightlyProducts!.days.find((day) => day.date === night)?.lowestNightly?.value).toBe(await cheapestPublicRate('NYCTS', night, 4));
  });

  it('prices yen without decimals', async () => {
    const night = addDays(seedDay, 10);
    const { data } = await calls.nightlyProducts({ propertyId: 'TYOGZ', month: night.slice(0, 7) });
    expect(data!.nightlyProducts!.days.find((day) => day.date === night)?.lowestNightly).toEqual({ value: await cheapestPublicRate('TYOGZ', night), valueDecimalPoint: 0, currency: 'JPY' });
  });

  it.each<[string, () => Partial<NightlyProductsInput>, string]>([
    ['a month not written YYYY-MM', () => ({ month: '2027-3' }), 'month'],
    ['a thirteenth month', () => ({ month: '2027-13' }), 'month'],
    ['a month long past', () => ({ month: '2020-01' }), 'month'],
    ['a month beyond the booking horizon', () => ({ month: addDays(seedDay, 400).slice(0, 7) }), 'month'],
    ['no room', () => ({ numRooms: 0 }), 'numRooms'],
    ['five guests a room at a hotel whose largest holds four', () => ({ numAdultsPerRoom: 3, numChildrenPerRoom: 2 }), 'numAdultsPerRoom'],
    ['a malformed hotel code', () => ({ propertyId: 'nyc' }), 'propertyId'],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_case, change, field) => {
    const { data, errors } = await calls.nightlyProducts({ propertyId: 'NYCTS', month: seedDay.slice(0, 7), ...change() });
    expect(data?.nightlyProducts).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('is null for a hotel code nobody has', async () => {
    const { data, errors } = await calls.nightlyProducts({ propertyId: 'ZZZZZ', month: seedDay.slice(0, 7) });
    expect(errors).toBeUndefined();
    expect(data?.nightlyProducts).toBeNull();
  });
});
