import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_SESSION_IDLE_MS, CART_HOLD_SECONDS } from '../../shared/booking/booking-timers';
import { addDays, type SearchCriteria } from '../../shared/booking/search-criteria';
import { bookingCalls, cookieJar, newIdempotencyKey, nightsOf, searchFrom, type CartResult, type CookieJar } from '../testing/booking-calls';
import { leaveRoomsFree } from '../testing/leave-rooms-free';
import { reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { BOOKING_SESSION_COOKIE } from './booking-session-cookie';
import { hotelTimeOn } from '../../shared/time/hotel-day';

let api: TestApi;
let calls: ReturnType<typeof bookingCalls>;
let signIn: ReturnType<typeof reservationCalls>['sessionOf'];
let clock: TestClock;
let seedDay: string;

beforeEach(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  calls = bookingCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterEach(() => api.close());

const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

type Selection = { search: SearchCriteria; roomTypeCode: string; ratePlanCode: string };
const selection = (overrides: Partial<Selection> = {}): Selection => ({ search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', ...overrides });

/** Selects a rate as the rate list does, and returns the cart it made; fails the test on any error. */
async function createCart(jar: CookieJar, overrides: Partial<Selection> = {}, idempotencyKey = newIdempotencyKey()): Promise<CartResult> {
  const { data, errors } = await calls.createCart({ ...selection(overrides), idempotencyKey }, jar);
  expect(errors).toBeUndefined();
  return data!.createCart;
}

async function searchedRate(search: SearchCriteria, roomTypeCode: string, ratePlanCode: string, jar?: CookieJar) {
  const { data } = await calls.search(search, jar);
  return data!.searchProductsByProperty!.rooms.find((room) => room.roomType.code === roomTypeCode)!.rates.find((rate) => rate.ratePlan.code === ratePlanCode)!;
}

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] | undefined }) => answer.errors?.[0]?.extensions?.code;

describe('createCart', () => {
  it('holds the rate for 15 minutes at the price the rate list showed, in a new booking session', async () => {
    const jar = cookieJar();
    const cart = await createCart(jar);
    expect(jar.get(BOOKING_SESSION_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      revisionNumber: 1,
      expiresAt: new Date(clock.now.getTime() + CART_HOLD_SECONDS * 1000).toISOString(),
      property: { id: 'NYCTS' },
      stay: { ...selection().search, lengthOfStay: 2 },
      roomType: { code: 'GKNG', name: 'One King Bed Guest Room' },
      ratePlan: { code: 'FLEX', mode: 'CASH', isMemberRate: false, isPrepaidNonRefundable: false },
      cancellationPolicy: { isRefundable: true, freeCancellationUntil: hotelTimeOn(addDays(seedDay, 18), 16, 'America/New_York').toISOString() },
    });
    expect(cart.price).toEqual((await searchedRate(selection().search, 'GKNG', 'FLEX')).price);
    expect(cart.nights.map((night) => night.date)).toEqual(nightsOf(selection().search));
  });

  it('makes one cart of a double click: the same key in the same session answers the same cart', async () => {
    const jar = cookieJar();
    const key = newIdempotencyKey();
    const first = await createCart(jar, {}, key);
    const [again, concurrent] = await Promise.all([createCart(jar, {}, key), createCart(jar, {}, key)]);
    expect([again.id, concurrent.id]).toEqual([first.id, first.id]);
    const { rows } = await api.db.query('select count(*)::int as n from carts');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('refuses the same key with another selection, and a key not of 16 to 64 letters, digits, - or _', async () => {
    const jar = cookieJar();
    const key = newIdempotencyKey();
    await createCart(jar, {}, key);
    const other = await calls.createCart({ ...selection({ ratePlanCode: 'PREPAY' }), idempotencyKey: key }, jar);
    expect(other.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    for (const idempotencyKey of ['short', 'x'.repeat(65), 'has spaces in it ok', 'ünïcödé-ünïcödé-ü']) {
      expect((await calls.createCart({ ...selection(), idempotencyKey }, jar)).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    }
  });

  it('keeps carts of one key in two sessions apart', async () => {
    const key = newIdempotencyKey();
    const [a, b] = [await createCart(cookieJar(), {}, key), await createCart(cookieJar(), {}, key)];
    expect(a.id).not.toBe(b.id);
  });

  it('refuses a rate no longer offered: a room sold out, a member rate for a visitor, points for a visitor', async () => {
    const jar = cookieJar();
    await leaveRoomsFree(api.db, 'NYCTS', [selection().search.checkInDate], 0, ['GKNG']);
    expect(codeOf(await calls.createCart({ ...selection(), idempotencyKey: newIdempotencyKey() }, jar))).toBe('RATE_UNAVAILABLE');
    const deluxe = { roomTypeCode: 'KNGD' };
    expect(codeOf(await calls.createCart({ ...selection({ ...deluxe, ratePlanCode: 'MEMBER' }), idempotencyKey: newIdempotencyKey() }, jar))).toBe('RATE_UNAVAILABLE');
    const points = selection({ ...deluxe, ratePlanCode: 'POINTS', search: searchFrom(seedDay, 20, 2, { rewardsRedemption: true }) });
    expect(codeOf(await calls.createCart({ ...points, idempotencyKey: newIdempotencyKey() }, jar))).toBe('RATE_UNAVAILABLE');
    expect(codeOf(await calls.createCart({ ...selection({ ratePlanCode: 'NOPE' }), idempotencyKey: newIdempotencyKey() }, jar))).toBe('RATE_UNAVAILABLE');
  });

  it('holds a member rate and a points rate for a signed-in member', async () => {
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    const member = await createCart(liam, { roomTypeCode: 'KNGD', ratePlanCode: 'MEMBER' });
    expect(member.price.cash?.wasAverageNightly).not.toBeNull();
    const search = searchFrom(seedDay, 20, 2, { rewardsRedemption: true });
    const points = await createCart(liam, { search, roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' });
    expect(points.price).toEqual((await searchedRate(search, 'KNGD', 'POINTS', liam)).price);
    expect(points.nights.every((night) => night.cash === null && night.points! > 0)).toBe(true);
  });

  it('refuses a search that breaks a rule with BAD_USER_INPUT naming the field, and makes no session for it', async () => {
    const jar = cookieJar();
    const answer = await calls.createCart({ ...selection({ search: searchFrom(seedDay, 20, 2, { numChildrenPerRoom: -1 }) }), idempotencyKey: newIdempotencyKey() }, jar);
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'numChildrenPerRoom', messageKey: 'validation.search.countRange', messageParams: { field: 'numChildrenPerRoom', min: 0, max: 6 } });
    expect(answer.setCookies).toEqual([]);
  });
});

describe('cart', () => {
  it('reads the cart with the prices it holds, whatever the nightly prices became', async () => {
    const jar = cookieJar();
    const created = await createCart(jar);
    await api.db.query(`update nightly_prices set flexible_price_minor = flexible_price_minor * 2 where hotel_code = 'NYCTS'`);
    later(60_000);
    const { data, errors } = await calls.cart(created.id, jar);
    expect(errors).toBeUndefined();
    expect(data!.cart).toEqual(created);
  });

});

describe('updateCart', () => {
  it('prices the change now, bumps the revision and renews the hold', async () => {
    const jar = cookieJar();
    const created = await createCart(jar);
    later(5 * 60_000);
    const { data, errors } = await calls.updateCart({ cartId: created.id, revisionNumber: 1, numRooms: 2, numAdultsPerRoom: 2, ratePlanCode: 'PREPAY' }, jar);
    expect(errors).toBeUndefined();
    const updated = data!.updateCart;
    const search = { ...selection().search, numRooms: 2, numAdultsPerRoom: 2 };
    expect(updated).toMatchObject({
      id: created.id,
      revisionNumber: 2,
      expiresAt: new Date(clock.now.getTime() + CART_HOLD_SECONDS * 1000).toISOString(),
      stay: { numRooms: 2, numAdultsPerRoom: 2 },
      ratePlan: { code: 'PREPAY', isPrepaidNonRefundable: true },
      cancellationPolicy: { isRefundable: false, freeCancellationUntil: null },
    });
    expect(updated.price).toEqual((await searchedRate(search, 'GKNG', 'PREPAY')).price);
    expect((await calls.cart(created.id, jar)).data?.cart).toEqual(updated);
  });

  it('applies nothing for a stale revision: of two windows quoting one revision, one wins', async () => {
    const jar = cookieJar();
    const { id } = await createCart(jar);
    const [a, b] = await Promise.all([
      calls.updateCart({ cartId: id, revisionNumber: 1, numRooms: 2 }, jar),
      calls.updateCart({ cartId: id, revisionNumber: 1, numRooms: 3 }, jar),
    ]);
    expect([codeOf(a), codeOf(b)].sort()).toEqual(['STALE_REVISION', undefined]);
    expect((await calls.cart(id, jar)).data?.cart.revisionNumber).toBe(2);
  });

  it('refuses a party the room type cannot hold as unavailable, and one no room of the hotel holds as bad input', async () => {
    const jar = cookieJar();
    const { id } = await createCart(jar);
    expect(codeOf(await calls.updateCart({ cartId: id, revisionNumber: 1, numAdultsPerRoom: 3 }, jar))).toBe('RATE_UNAVAILABLE');
    expect((await calls.updateCart({ cartId: id, revisionNumber: 1, numAdultsPerRoom: 5 }, jar)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'numAdultsPerRoom', messageKey: 'validation.search.roomTooSmall' });
    expect((await calls.updateCart({ cartId: id, revisionNumber: 1, numRooms: 0 }, jar)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'numRooms', messageKey: 'validation.search.countRange' });
    expect((await calls.cart(id, jar)).data?.cart.revisionNumber).toBe(1);
  });
});

describe('extendAndUpdateCartExpiration', () => {
  it('renews the hold from now at the prices held, and bumps the revision', async () => {
    const jar = cookieJar();
    const created = await createCart(jar);
    await api.db.query(`update nightly_prices set flexible_price_minor = 100 where hotel_code = 'NYCTS'`);
    later(12 * 60_000);
    const { data, errors } = await calls.extendCart(created.id, 1, jar);
    expect(errors).toBeUndefined();
    expect(data!.extendAndUpdateCartExpiration).toEqual({ id: created.id, revisionNumber: 2, expiresAt: new Date(clock.now.getTime() + CART_HOLD_SECONDS * 1000).toISOString() });
    expect((await calls.cart(created.id, jar)).data?.cart.price).toEqual(created.price);
  });
});
