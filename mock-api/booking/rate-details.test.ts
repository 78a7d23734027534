import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import { RATE_PLANS } from '../seed/booking-fixtures';
import { ROOM_TYPES } from '../seed/room-type-fixtures';
import { bookingCalls, cookieJar, searchFrom } from '../testing/booking-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { hotelTimeOn } from '../../shared/time/hotel-day';

let api: TestApi;
let calls: ReturnType<typeof bookingCalls>;
let signIn: ReturnType<typeof reservationCalls>['sessionOf'];
let clock: TestClock;
let seedDay: string;

beforeEach(async () => {
  ({ api, seedDay, clock } = await startReservationTestApi());
  calls = bookingCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterEach(() => api.close());

describe('defaultSelection', () => {
  it('starts from one night from the next UTC day, one room, one adult, cash', async () => {
    const { data } = await calls.defaultSelection('nycts');
    expect(data?.defaultSelection).toEqual({
      propertyId: 'NYCTS',
      checkInDate: addDays(seedDay, 1),
      checkOutDate: addDays(seedDay, 2),
      lengthOfStay: 1,
      numRooms: 1,
      numAdultsPerRoom: 1,
      numChildrenPerRoom: 0,
      rewardsRedemption: false,
    });
  });

  it('moves with the UTC day, and is null for a hotel nobody has', async () => {
    clock.now = new Date(`${seedDay}T23:59:59Z`);
    expect((await calls.defaultSelection('LONKX')).data?.defaultSelection?.checkInDate).toBe(addDays(seedDay, 1));
    clock.now = new Date(`${addDays(seedDay, 1)}T00:00:00Z`);
    expect((await calls.defaultSelection('LONKX')).data?.defaultSelection?.checkInDate).toBe(addDays(seedDay, 2));
    expect((await calls.defaultSelection('ZZZZZ')).data?.defaultSelection).toBeNull();
  });
});

describe('roomDetails', () => {
  it('gives one room type with its features and photos', async () => {
    const { data } = await calls.roomDetails('LONKX', 'FAMR');
    expect(data?.roomDetails).toMatchObject({ code: 'FAMR', name: ROOM_TYPES.FAMR!.name, maxOccupancy: 5, sizeSquareMeters: 42 });
    expect(data?.roomDetails?.features.map((feature) => `${feature.categoryCode}:${feature.code}`)).toEqual(ROOM_TYPES.FAMR!.features.map(([category, code]) => `${category}:${code}`));
    expect(data?.roomDetails?.images[0]?.tablet).toBe('/images/rooms/lonkx-famr-1.svg?width=451&height=366');
  });

  it('is null for a room type the hotel does not sell, and refuses malformed codes naming the field', async () => {
    expect((await calls.roomDetails('NYCTS', 'VILL')).data?.roomDetails).toBeNull();
    expect((await calls.roomDetails('NYCTS', 'gk ng')).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'roomTypeCode' });
    expect((await calls.roomDetails('NYC', 'GKNG')).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'propertyId', messageKey: 'validation.search.hotel' });
  });
});

describe('rateDetails', () => {
  const input = (ratePlanCode: string, roomTypeCode = 'GKNG', rewardsRedemption = false) => ({
    search: searchFrom(seedDay, 20, 2, { rewardsRedemption }),
    roomTypeCode,
    ratePlanCode,
  });

  it('gives the flexible rate’s rules in the caller’s language and every translation, its policy and its nights', async () => {
    const { data, errors } = await calls.rateDetails(input('FLEX'));
    expect(errors).toBeUndefined();
    const details = data!.rateDetails!;
    const flexible = RATE_PLANS.find((plan) => plan.code === 'FLEX')!;
    expect(details.rulesText).toEqual({
      descriptions: flexible.rules['en-US'],
      localizedDescriptions: [
        ...flexible.rules['en-US'].map((translatedText) => ({ locale: 'en-US', translatedText })),
        ...flexible.rules['es-ES'].map((translatedText) => ({ locale: 'es-ES', translatedText })),
      ],
    });
    expect(details.cancellationPolicy).toMatchObject({ isRefundable: true, freeCancellationUntil: hotelTimeOn(addDays(seedDay, 18), 16, 'America/New_York').toISOString() });
    expect(details.nights?.map((night) => night.date)).toEqual([addDays(seedDay, 20), addDays(seedDay, 21)]);
    expect(details.cancellationPolicy.lateCancellationCharge).toEqual(details.nights![0]!.cash);
    expect(details.price?.cash?.subtotal.value).toBe(details.nights!.reduce((sum, night) => sum + night.cash!.value, 0));
  });

  it('gives the rules in Spanish to a caller asking in Spanish, and in English to one asking in a language they are not written in', async () => {
    const prepaid = RATE_PLANS.find((plan) => plan.code === 'PREPAY')!;
    expect((await calls.rateDetails(input('PREPAY'), undefined, 'es-MX')).data?.rateDetails?.rulesText.descriptions).toEqual(prepaid.rules['es-ES']);
    expect((await calls.rateDetails(input('PREPAY'), undefined, 'fr-FR')).data?.rateDetails?.rulesText.descriptions).toEqual(prepaid.rules['en-US']);
  });

  it('hides the member rate’s price, nights and late charge from a visitor, and shows them to a member', async () => {
    const visitor = (await calls.rateDetails(input('MEMBER'))).data!.rateDetails!;
    expect(visitor).toMatchObject({ price: null, nights: null, cancellationPolicy: { lateCancellationCharge: { value: 0 } } });
    expect(visitor.cancellationPolicy.description).toMatch(/the first night of each room\.$/);
    const member = (await calls.rateDetails(input('MEMBER'), cookieJar(await signIn('ava.morgan@example.com')))).data!.rateDetails!;
    expect(member.price?.cash?.wasAverageNightly).not.toBeNull();
    expect(member.cancellationPolicy.lateCancellationCharge.value).toBe(member.nights![0]!.cash!.value);
  });

  it('prices a points rate only for a member using points', async () => {
    expect((await calls.rateDetails(input('POINTS', 'KNGD', true))).data?.rateDetails?.price).toBeNull();
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    expect((await calls.rateDetails(input('POINTS', 'KNGD', false), liam)).data?.rateDetails?.price).toBeNull();
    const points = (await calls.rateDetails(input('POINTS', 'KNGD', true), liam)).data!.rateDetails!;
    expect(points.price).toMatchObject({ cash: null, points: { total: points.nights!.reduce((sum, night) => sum + night.points!, 0) } });
  });

  it('says the prepaid rate is never refundable and costs the whole stay', async () => {
    const details = (await calls.rateDetails(input('PREPAY'))).data!.rateDetails!;
    expect(details.cancellationPolicy).toMatchObject({ isRefundable: false, freeCancellationUntil: null, lateCancellationCharge: details.price!.cash!.total });
  });

  it('gives no price for the upgrade of the standard room, and null for a plan or room the hotel lacks', async () => {
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    expect((await calls.rateDetails(input('UPGRADE', 'GKNG', true), liam)).data?.rateDetails).toMatchObject({ price: null, ratePlan: { code: 'UPGRADE' } });
    expect((await calls.rateDetails(input('GROUP'))).data?.rateDetails).toBeNull();
    expect((await calls.rateDetails(input('FLEX', 'VILL'))).data?.rateDetails).toBeNull();
  });

  it('refuses a search that breaks a rule, naming its field', async () => {
    const { errors } = await calls.rateDetails({ ...input('FLEX'), search: { ...input('FLEX').search, numRooms: 12 } });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'numRooms', messageKey: 'validation.search.countRange' });
  });
});
