import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type SearchCriteria } from '../../shared/booking/search-criteria';
import { AWARD_CHART, HOTEL_BOOKING, POINTS_BALANCES, SOLD_OUT_NIGHT } from '../seed/booking-fixtures';
import { ROOM_TYPES } from '../seed/room-type-fixtures';
import { freeCancellationDeadline } from './cancellation-policy';
import { bookingCalls, cookieJar, nightsOf, searchFrom, type SearchResult } from '../testing/booking-calls';
import { leaveRoomsFree } from '../testing/leave-rooms-free';
import { reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof bookingCalls>;
let signIn: ReturnType<typeof reservationCalls>['sessionOf'];
let seedDay: string;
let clock: TestClock;

beforeEach(async () => {
  ({ api, seedDay, clock } = await startReservationTestApi());
  calls = bookingCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterEach(() => api.close());

type Night = { room: string; night: string; price: number; season: 'OFF_PEAK' | 'STANDARD' | 'PEAK'; free: number };

async function storedNights(hotelCode: string, criteria: SearchCriteria): Promise<Night[]> {
  const { rows } = await api.db.query<Night>(
    `select p.room_type_code as room, to_char(p.night, 'YYYY-MM-DD') as night, p.flexible_price_minor as price, p.season, i.rooms_total - i.rooms_sold as free
       from nightly_prices p join room_inventory i using (hotel_code, room_type_code, night)
      where hotel_code = $1 and night = any($2::date[]) order by p.night`,
    [hotelCode, nightsOf(criteria)],
  );
  return rows;
}

async function search(criteria: SearchCriteria, cookie?: string): Promise<SearchResult> {
  const { status, data, errors } = await calls.search(criteria, cookieJar(cookie));
  expect(errors).toBeUndefined();
  expect(status).toBe(200);
  return data!.searchProductsByProperty!;
}

const half = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));
const nycTaxes = (cash: number) => half(cash * 1475, 10_000) + 350;
const toHundreds = (minor: number) => half(minor, 100) * 100;
const money = (value: number, currency = 'USD', valueDecimalPoint = 2) => ({ value, valueDecimalPoint, currency });
const rateCodes = (result: SearchResult, room: string) => result.rooms.find((offer) => offer.roomType.code === room)?.rates.map((rate) => rate.ratePlan.code);

describe('searchProductsByProperty for a visitor', () => {
  it('offers every NYCTS room type free for the stay, with the cash rates, the flexible rate first and the prepaid one last, and the member rate unpriced', async () => {
    const criteria = searchFrom(seedDay, 20);
    const result = await search(criteria);
    expect(result).toMatchObject({
      property: { id: 'NYCTS' },
      requested: { ...criteria, lengthOfStay: 2 },
      offered: { ...criteria, lengthOfStay: 2 },
      isExactMatch: true,
      rateModes: ['CASH'],
      isMember: false,
      currentPointBalance: null,
    });
    expect(result.rooms.map((offer) => offer.roomType.code)).toEqual(HOTEL_BOOKING.NYCTS!.rooms.map((room) => room.code));
    for (const offer of result.rooms) {
      expect(offer.rates.map((rate) => rate.ratePlan.code)).toEqual(['FLEX', 'MEMBER', 'PREPAY']);
      expect(offer.rates.find((rate) => rate.ratePlan.code === 'MEMBER')).toMatchObject({ ratePlan: { isMemberRate: true }, price: null });
    }
  });

  it('prices the flexible rate from the nightly prices, with New York’s 14.75 % and $3.50 a night rounded per night', async () => {
    const criteria = searchFrom(seedDay, 20);
    const nights = (await storedNights('NYCTS', criteria)).filter((night) => night.room === 'GKNG');
    const cash = nights.map((night) => night.price);
    const taxes = cash.map(nycTaxes);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const result = await search(criteria);
    const flexible = result.rooms[0]!.rates.find((rate) => rate.ratePlan.code === 'FLEX')!;
    expect(flexible.price).toEqual({
      cash: {
        averageNightly: money(half(sum(cash), 2)),
        averageNightlyWithTaxes: money(half(sum(cash) + sum(taxes), 2)),
        wasAverageNightly: null,
        wasAverageNightlyWithTaxes: null,
        subtotal: money(sum(cash)),
        taxesAndFees: money(sum(taxes)),
        total: money(sum(cash) + sum(taxes)),
      },
      points: null,
    });
    const prepaid = result.rooms[0]!.rates.find((rate) => rate.ratePlan.code === 'PREPAY')!;
    const prepaidCash = cash.map((price) => toHundreds(half(price * 8500, 10_000)));
    expect(prepaid.price?.cash).toMatchObject({
      subtotal: money(sum(prepaidCash)),
      wasAverageNightly: money(half(sum(cash), 2)),
      taxesAndFees: money(sum(prepaidCash.map(nycTaxes))),
    });
  });

  it('gives the room types, their features and their photos at the spec’s three sizes', async () => {
    const [king] = (await search(searchFrom(seedDay, 20))).rooms;
    const fixture = ROOM_TYPES.GKNG!;
    expect(king!.roomType).toEqual({
      code: 'GKNG',
      name: fixture.name,
      description: fixture.description,
      bedding: fixture.bedding,
      sizeSquareMeters: fixture.sizeSquareMeters,
      maxOccupancy: fixture.maxOccupancy,
      features: [
        { code: 'C2', categoryCode: 'ROOM_FEATURE', description: 'Connecting room available' },
        { code: 'F2', categoryCode: 'PILLOW', description: 'Foam pillows' },
        { code: 'N1', categoryCode: 'ROOM_LOCATION', description: 'On the quiet side of the building' },
        { code: 'RF', categoryCode: 'EXTRA', description: 'Refrigerator in the room' },
      ],
      images: fixture.imageCaptions.map((alt, index) => ({
        alt,
        mobile: `/images/rooms/nycts-gkng-${index + 1}.svg?width=358&height=160`,
        tablet: `/images/rooms/nycts-gkng-${index + 1}.svg?width=451&height=366`,
        desktop: `/images/rooms/nycts-gkng-${index + 1}.svg?width=562&height=366`,
      })),
    });
  });

  it('gives every rate its cancellation terms: free until 16:00 in New York two days before arrival, the prepaid rate never', async () => {
    const criteria = searchFrom(seedDay, 20);
    const deadline = freeCancellationDeadline(criteria.checkInDate, 2, 'America/New_York').toISOString();
    for (const offer of (await search(criteria)).rooms) {
      expect(offer.rates.map((rate) => [rate.ratePlan.code, rate.cancellationPolicy])).toEqual([
        ['FLEX', { isRefundable: true, freeCancellationUntil: deadline }],
        ['MEMBER', { isRefundable: true, freeCancellationUntil: deadline }],
        ['PREPAY', { isRefundable: false, freeCancellationUntil: null }],
      ]);
    }
  });

  it('gives cash rates only to a visitor who asks to use points', async () => {
    const result = await search(searchFrom(seedDay, 20, 2, { rewardsRedemption: true }));
    expect(result).toMatchObject({ rateModes: ['CASH'], isMember: false, currentPointBalance: null, requested: { rewardsRedemption: true } });
    expect(rateCodes(result, 'KNGD')).toEqual(['FLEX', 'MEMBER', 'PREPAY']);
  });

  it('offers only room types that hold the party, and doubles the totals for two rooms', async () => {
    const three = await search(searchFrom(seedDay, 20, 2, { numAdultsPerRoom: 2, numChildrenPerRoom: 1 }));
    expect(three.rooms.map((offer) => offer.roomType.code)).toEqual(['GQQN', 'KNGD', 'STES']);
    const one = await search(searchFrom(seedDay, 20));
    const two = await search(searchFrom(seedDay, 20, 2, { numRooms: 2 }));
    const total = (result: SearchResult) => result.rooms[0]!.rates.find((rate) => rate.ratePlan.code === 'FLEX')!.price!.cash!;
    expect(total(two).total.value).toBe(2 * total(one).total.value);
    expect(total(two).averageNightly).toEqual(total(one).averageNightly);
  });

  it('is null for a hotel code nobody has', async () => {
    const { data, errors } = await calls.search(searchFrom(seedDay, 20, 2, { propertyId: 'ZZZZZ' }));
    expect(errors).toBeUndefined();
    expect(data?.searchProductsByProperty).toBeNull();
  });
});

describe('searchProductsByProperty for a signed-in member', () => {
  it('prices the member rate, with the flexible rate struck through, and tells the points balance', async () => {
    const criteria = searchFrom(seedDay, 20);
    const result = await search(criteria, await signIn('ava.morgan@example.com'));
    expect(result).toMatchObject({ isMember: true, currentPointBalance: POINTS_BALANCES['ava.morgan@example.com'], rateModes: ['CASH'] });
    const cash = (await storedNights('NYCTS', criteria)).filter((night) => night.room === 'GKNG').map((night) => night.price);
    const member = result.rooms[0]!.rates.find((rate) => rate.ratePlan.code === 'MEMBER')!;
    const memberCash = cash.map((price) => toHundreds(half(price * 9100, 10_000)));
    expect(member.price?.cash).toMatchObject({
      subtotal: money(memberCash[0]! + memberCash[1]!),
      wasAverageNightly: money(half(cash[0]! + cash[1]!, 2)),
      wasAverageNightlyWithTaxes: money(half(cash[0]! + cash[1]! + nycTaxes(cash[0]!) + nycTaxes(cash[1]!), 2)),
    });
  });

  it('gives a member who asks to use points every tab: points from the award chart, cash and points, and the upgrade for better rooms', async () => {
    const criteria = searchFrom(seedDay, 20);
    const result = await search(criteria, await signIn('liam.chen@example.com'));
    expect(result).toMatchObject({ rateModes: ['CASH'], currentPointBalance: 250_000 });
    const withPoints = await search({ ...criteria, rewardsRedemption: true }, await signIn('liam.chen@example.com'));
    expect(withPoints.rateModes).toEqual(['CASH', 'POINTS', 'CASH_AND_POINTS', 'POINTS_PLUS_CASH_UPGRADE']);
    expect(rateCodes(withPoints, 'GKNG')).toEqual(['FLEX', 'MEMBER', 'PREPAY', 'POINTS', 'CASH_POINTS']);
    expect(rateCodes(withPoints, 'KNGD')).toEqual(['FLEX', 'MEMBER', 'PREPAY', 'POINTS', 'CASH_POINTS', 'UPGRADE']);

    const nights = await storedNights('NYCTS', criteria);
    const chart = (night: Night) => AWARD_CHART[HOTEL_BOOKING.NYCTS!.awardCategory]![night.season];
    const deluxe = nights.filter((night) => night.room === 'KNGD');
    const standard = nights.filter((night) => night.room === 'GKNG');
    const deluxeRates = withPoints.rooms.find((offer) => offer.roomType.code === 'KNGD')!.rates;
    const points = deluxe.map((night) => chart(night) + ROOM_TYPES.KNGD!.pointsPremium);
    expect(deluxeRates.find((rate) => rate.ratePlan.code === 'POINTS')!.price).toEqual({ cash: null, points: { perNight: half(points[0]! + points[1]!, 2), total: points[0]! + points[1]! } });
    const supplement = deluxe.map((night, index) => night.price - standard[index]!.price);
    expect(deluxeRates.find((rate) => rate.ratePlan.code === 'UPGRADE')!.price).toMatchObject({
      points: { total: chart(standard[0]!) + chart(standard[1]!) },
      cash: { subtotal: money(supplement[0]! + supplement[1]!), taxesAndFees: money(nycTaxes(supplement[0]!) + nycTaxes(supplement[1]!)), wasAverageNightly: null },
    });
    const cashAndPoints = deluxeRates.find((rate) => rate.ratePlan.code === 'CASH_POINTS')!.price!;
    expect(cashAndPoints.points!.total).toBe(points.map((night) => Math.ceil(night / 2 / 500) * 500).reduce((a, b) => a + b));
    expect(cashAndPoints.cash!.subtotal.value).toBe(deluxe.map((night) => toHundreds(half(night.price, 2))).reduce((a, b) => a + b));
  });

  it('treats a member whose session ended as a visitor', async () => {
    const ava = await signIn('ava.morgan@example.com');
    await fetch(`${api.hostUrl}/mi/phoenix-account-auth/v1/signOut`, { method: 'POST', headers: { cookie: ava } });
    expect(await search(searchFrom(seedDay, 20), ava)).toMatchObject({ isMember: false, currentPointBalance: null });
  });
});

describe('searchProductsByProperty in a currency without decimals', () => {
  it('prices Tokyo in whole yen, in hundreds, with 10 % tax and the ¥200 accommodation tax', async () => {
    const criteria = searchFrom(seedDay, 30, 1, { propertyId: 'TYOGZ' });
    const [twin] = (await search(criteria)).rooms;
    const [night] = (await storedNights('TYOGZ', criteria)).filter((stored) => stored.room === 'TWNS');
    const prepaid = twin!.rates.find((rate) => rate.ratePlan.code === 'PREPAY')!.price!.cash!;
    const prepaidNight = toHundreds(half(night!.price * 8500, 10_000));
    expect(prepaid.subtotal).toEqual(money(prepaidNight, 'JPY', 0));
    expect(prepaid.taxesAndFees).toEqual(money(half(prepaidNight * 1000, 10_000) + 200, 'JPY', 0));
    expect(prepaid.total.value % 1).toBe(0);
  });

  it('prices Seoul in won', async () => {
    const [room] = (await search(searchFrom(seedDay, 30, 1, { propertyId: 'SELGN' }))).rooms;
    expect(room!.rates.at(-1)!.price!.cash!.total).toMatchObject({ currency: 'KRW', valueDecimalPoint: 0 });
  });
});

describe('searchProductsByProperty and inventory', () => {
  it('counts rooms left from inventory, and stops offering a room type once fewer are free than asked', async () => {
    const criteria = searchFrom(seedDay, 20, 2, { numRooms: 2 });
    const [first, second] = nightsOf(criteria);
    await leaveRoomsFree(api.db, 'NYCTS', [first!, second!], 5, ['GKNG']);
    await leaveRoomsFree(api.db, 'NYCTS', [second!], 2, ['GKNG']);
    expect((await search(criteria)).rooms[0]).toMatchObject({ roomType: { code: 'GKNG' }, roomsLeft: 2 });
    await leaveRoomsFree(api.db, 'NYCTS', [second!], 1, ['GKNG']);
    const after = await search(criteria);
    expect(after.isExactMatch).toBe(true);
    expect(after.rooms.map((offer) => offer.roomType.code)).not.toContain('GKNG');
  });
});

describe('searchProductsByProperty with no exact match', () => {
  it('offers the stay a night earlier for two nights arriving the day before the sold-out night', async () => {
    const criteria = searchFrom(seedDay, SOLD_OUT_NIGHT.daysFromSeeding - 1);
    const result = await search(criteria);
    expect(result).toMatchObject({ isExactMatch: false, requested: { checkInDate: criteria.checkInDate }, offered: { checkInDate: addDays(criteria.checkInDate, -1), lengthOfStay: 2 } });
    expect(result.rooms.length).toBeGreaterThan(0);
  });

  it('offers the stay a night later for two nights arriving on the sold-out night, as a night earlier is sold out too', async () => {
    const criteria = searchFrom(seedDay, SOLD_OUT_NIGHT.daysFromSeeding);
    expect(await search(criteria)).toMatchObject({ isExactMatch: false, offered: { checkInDate: addDays(criteria.checkInDate, 1), checkOutDate: addDays(criteria.checkInDate, 3) } });
  });

  it('takes the earlier of two stays as close as each other', async () => {
    const criteria = searchFrom(seedDay, 60, 1, { propertyId: 'LONKX' });
    await leaveRoomsFree(api.db, 'LONKX', [criteria.checkInDate], 0);
    expect((await search(criteria)).offered?.checkInDate).toBe(addDays(criteria.checkInDate, -1));
  });

  it('offers nothing when no stay within a week either way is free', async () => {
    const criteria = searchFrom(seedDay, 60, 1, { propertyId: 'LONKX' });
    const fortnight = Array.from({ length: 17 }, (_, index) => addDays(criteria.checkInDate, index - 8));
    await leaveRoomsFree(api.db, 'LONKX', fortnight, 0);
    expect(await search(criteria)).toMatchObject({ isExactMatch: false, offered: null, rooms: [] });
  });
});

describe('searchProductsByProperty refusals', () => {
  type Change = (base: SearchCriteria) => Partial<SearchCriteria>;
  it.each<[string, Change, string, string]>([
    ['a malformed hotel code', () => ({ propertyId: 'NY' }), 'propertyId', 'Choose a hotel'],
    ['a day that does not exist', () => ({ checkInDate: '2027-02-30' }), 'checkInDate', 'Enter a check-in date as YYYY-MM-DD.'],
    ['a check-in two days ago', () => ({ checkInDate: addDays(seedDay, -2) }), 'checkInDate', 'Check-in cannot be in the past.'],
    ['a check-out before check-in', (base) => ({ checkOutDate: addDays(base.checkInDate, -1) }), 'checkOutDate', 'Check-out must be after check-in.'],
    ['31 nights', (base) => ({ checkOutDate: addDays(base.checkInDate, 31) }), 'checkOutDate', 'A stay can be at most 30 nights.'],
    ['no room', () => ({ numRooms: 0 }), 'numRooms', 'Choose from 1 to 9 rooms.'],
    ['ten rooms', () => ({ numRooms: 10 }), 'numRooms', 'Choose from 1 to 9 rooms.'],
    ['no adult', () => ({ numAdultsPerRoom: 0 }), 'numAdultsPerRoom', 'Choose from 1 to 8 adults per room.'],
    ['seven children', () => ({ numChildrenPerRoom: 7 }), 'numChildrenPerRoom', 'Choose from 0 to 6 children per room.'],
    ['five guests in a room at a hotel whose largest holds four', () => ({ numAdultsPerRoom: 5 }), 'numAdultsPerRoom', 'The rooms of this hotel hold at most 4 guests each'],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_case, change, field, message) => {
    const base = searchFrom(seedDay, 20);
    const { status, data, errors } = await calls.search({ ...base, ...change(base) });
    expect(status).toBe(200);
    expect(data?.searchProductsByProperty).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field, messageKey: expect.stringMatching(/^validation\.search\./) }) })]);
    expect(errors![0]!.message).toContain(message);
  });

  it("allows check-in on the UTC day before today while that is still today at the hotel, and refuses a check-in beyond a year", async () => {
    // 03:00 UTC is 22:00 or 23:00 of the day before in New York.
    clock.now = new Date(`${seedDay}T03:00:00Z`);
    expect((await search(searchFrom(seedDay, -1, 1))).isExactMatch).toBe(true);
    clock.now = new Date(`${seedDay}T12:00:00Z`);
    const { errors: past } = await calls.search(searchFrom(seedDay, -1, 1));
    expect(past?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'checkInDate', messageKey: 'validation.search.checkInPast' });
    const { errors } = await calls.search(searchFrom(seedDay, 366, 1));
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'checkInDate', messageKey: 'validation.search.beyondHorizon', messageParams: { days: 365 } });
  });
});
