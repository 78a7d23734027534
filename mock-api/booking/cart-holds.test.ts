import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_SESSION_IDLE_MS, CART_HOLD_SECONDS } from '../../shared/booking/booking-timers';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CartResult, type CookieJar } from '../testing/booking-calls';
import { startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { BOOKING_SESSION_COOKIE } from './booking-session-cookie';

// The hold and the booking session run out by the clock: the date guard (vitest.config.ts) runs this
// file again at instants around midnight, the hotels' cutoffs and a DST change.
let api: TestApi;
let calls: ReturnType<typeof bookingCalls>;
let clock: TestClock;
let seedDay: string;

beforeEach(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  calls = bookingCalls(api);
});
afterEach(() => api.close());

const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

async function createCart(jar: CookieJar): Promise<CartResult> {
  const { data, errors } = await calls.createCart({ search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, jar);
  expect(errors).toBeUndefined();
  return data!.createCart;
}

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] | undefined }) => answer.errors?.[0]?.extensions?.code;

describe('the cart’s hold', () => {
  it('answers CART_VALIDATION_FAILED once the hold has run out', async () => {
    const jar = cookieJar();
    const { id } = await createCart(jar);
    later(CART_HOLD_SECONDS * 1000 - 1);
    expect((await calls.cart(id, jar)).errors).toBeUndefined();
    later(1);
    const expired = await calls.cart(id, jar);
    expect(expired.status).toBe(200);
    expect(expired.errors).toEqual([{ message: 'Your booking has expired. Start again to carry on.', extensions: { code: 'CART_VALIDATION_FAILED' }, locations: expect.any(Array), path: ['cart'] }]);
  });

  it('refuses to update an expired cart', async () => {
    const jar = cookieJar();
    const { id } = await createCart(jar);
    later(CART_HOLD_SECONDS * 1000);
    expect(codeOf(await calls.updateCart({ cartId: id, revisionNumber: 1, numRooms: 2 }, jar))).toBe('CART_VALIDATION_FAILED');
  });

  it('refuses to extend on a stale revision, or once the hold has run out', async () => {
    const jar = cookieJar();
    const { id } = await createCart(jar);
    expect(codeOf(await calls.extendCart(id, 7, jar))).toBe('STALE_REVISION');
    later(CART_HOLD_SECONDS * 1000 + 1);
    expect(codeOf(await calls.extendCart(id, 1, jar))).toBe('CART_VALIDATION_FAILED');
  });
});

describe('the booking session', () => {
  it('answers SESSION_VALIDATION_FAILED after 30 minutes without a booking call, and each call renews the 30', async () => {
    const jar = cookieJar();
    const { id, revisionNumber } = await createCart(jar);
    later(14 * 60_000);
    expect((await calls.extendCart(id, revisionNumber, jar)).errors).toBeUndefined();
    // 43 minutes after the cart was made, but 29 after the last call: the session lives; the hold ran out.
    later(29 * 60_000);
    expect(codeOf(await calls.cart(id, jar))).toBe('CART_VALIDATION_FAILED');
    later(BOOKING_SESSION_IDLE_MS);
    expect(codeOf(await calls.cart(id, jar))).toBe('SESSION_VALIDATION_FAILED');
    expect(codeOf(await calls.updateCart({ cartId: id, revisionNumber: 2, numRooms: 2 }, jar))).toBe('SESSION_VALIDATION_FAILED');
  });

  it('starts a new session when a rate is chosen after the old one ended', async () => {
    const jar = cookieJar();
    await createCart(jar);
    const first = jar.get(BOOKING_SESSION_COOKIE);
    later(BOOKING_SESSION_IDLE_MS + 1);
    const cart = await createCart(jar);
    expect(jar.get(BOOKING_SESSION_COOKIE)).not.toBe(first);
    expect((await calls.cart(cart.id, jar)).errors).toBeUndefined();
  });
});
