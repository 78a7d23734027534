import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '../testing/auth-calls';
import { BOOKING_SESSION_COOKIE } from './booking-session-cookie';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom } from '../testing/booking-calls';
import { startReservationTestApi } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { codeOf, orderCalls } from './orders/testing/order-calls';

let api: TestApi;
let seedDay: string;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
});
afterAll(() => api.close());

const flex = (days: number) => ({ search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });

describe('a booking session token planted in a browser', () => {
  it('stops naming the session at the guest’s first choice, so the planter never reads what they book', async () => {
    const orders = orderCalls(api);
    const planter = cookieJar();
    const own = await bookingCalls(api).createCart({ ...flex(60), idempotencyKey: newIdempotencyKey() }, planter);
    expect(own.errors).toBeUndefined();
    const planted = planter.get(BOOKING_SESSION_COOKIE)!;

    const guest = cookieJar(`${BOOKING_SESSION_COOKIE}=${planted}`);
    const booked = await orders.bookNow(await orders.prepare(guest, flex(62)), guest);
    expect(booked.errors).toBeUndefined();
    expect(guest.get(BOOKING_SESSION_COOKIE)).not.toBe(planted);
    const number = booked.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;

    // Answered as for a number nobody holds: nothing, so numbers cannot be probed.
    expect((await orders.confirmation(number, planter)).data?.reservationOrder).toBeNull();
    expect((await orders.confirmation(number, guest)).data?.reservationOrder?.items[0]?.basicInformation.confirmationNumber).toBe(number);
  });

  it('answers both requests of a double click with one cart, the second carrying the token the first replaced', async () => {
    const browser = cookieJar();
    await bookingCalls(api).createCart({ ...flex(64), idempotencyKey: newIdempotencyKey() }, browser);
    const before = browser.header();
    const key = newIdempotencyKey();
    const first = await bookingCalls(api).createCart({ ...flex(66), idempotencyKey: key }, browser);
    const second = await bookingCalls(api).createCart({ ...flex(66), idempotencyKey: key }, cookieJar(before));
    expect(first.errors).toBeUndefined();
    expect(second.data?.createCart.id).toBe(first.data?.createCart.id);
  });

  it('is replaced at sign-in, the carts staying with the browser', async () => {
    const browser = cookieJar();
    const cart = await bookingCalls(api).createCart({ ...flex(68), idempotencyKey: newIdempotencyKey() }, browser);
    const before = browser.header();
    const signedIn = await authCalls(api).signInAsAva({}, { cookie: before! });
    expect(signedIn.status).toBe(200);
    browser.take(signedIn);
    expect(browser.header()).not.toBe(before);
    const id = cart.data!.createCart.id;
    expect((await bookingCalls(api).cart(id, browser)).data?.cart?.id).toBe(id);
    expect(codeOf(await bookingCalls(api).cart(id, cookieJar(before)))).toMatch(/^(SESSION_VALIDATION_FAILED|CART_VALIDATION_FAILED)$/);
  });
});
