import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SESSION_IDLE_MS } from '../../../shared/booking/booking-timers';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { TravelInsuranceQuoteDocument } from '../../../shared/graphql/generated/graphql';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { guestForm, guestInfoCalls } from '../../testing/guest-info-calls';
import { startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let clock: TestClock;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let booking: ReturnType<typeof bookingCalls>;

beforeAll(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi({ withStandInApps: true }));
  orders = orderCalls(api);
  booking = bookingCalls(api);
});
afterAll(() => api.close());

const RATE_LIST = '/reservation/rateListMenu.mi';
const LOOKUP = '/reservation/lookupReservation.mi?fromOverlay=true';
const EXPIRED = '/reservation/expiredSession.mi';

const flex = (days: number): Selection => ({ search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });

/** A full page load on the host origin, as the address bar makes it; redirects are not followed. */
async function load(path: string, jar?: CookieJar) {
  const cookie = jar?.header();
  const response = await fetch(`${api.hostUrl}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, location: response.headers.get('location'), isHostPage: body.includes('<title>Host</title>') };
}

async function bookedCart(days: number, cartKey = newIdempotencyKey()) {
  const jar = cookieJar();
  const prepared = await orders.prepare(jar, flex(days), { cartKey });
  const answer = await orders.bookNow(prepared, jar);
  expect(answer.errors).toBeUndefined();
  return { jar, prepared, confirmationNumber: answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber };
}

const refusal = (answer: { errors?: { message: string; extensions?: unknown }[] | undefined }) => answer.errors?.map(({ message, extensions }) => ({ message, extensions }));

describe('a booked cart', () => {
  it('is never changed again: every cart call of its browser answers E_ALREADY_CONFIRMED naming its first room', async () => {
    const cartKey = newIdempotencyKey();
    const { jar, prepared, confirmationNumber } = await bookedCart(70, cartKey);
    const confirmed = [{ message: 'This reservation is already confirmed.', extensions: { code: 'E_ALREADY_CONFIRMED', confirmationNumber } }];
    const { cartId, revisionNumber } = prepared;
    expect(refusal(await booking.cart(cartId, jar))).toEqual(confirmed);
    expect(refusal(await booking.updateCart({ cartId, revisionNumber, numRooms: 2 }, jar))).toEqual(confirmed);
    expect(refusal(await booking.extendCart(cartId, revisionNumber, jar))).toEqual(confirmed);
    expect(refusal(await guestInfoCalls(api).updateCartGuestInfo(guestForm(cartId, revisionNumber), jar))).toEqual(confirmed);
    expect(refusal(await booking.send(TravelInsuranceQuoteDocument, { cartId }, jar))).toEqual(confirmed);
    expect(refusal(await orders.acknowledgements(cartId, jar))).toEqual(confirmed);
    expect(refusal(await booking.createCart({ ...flex(70), idempotencyKey: cartKey }, jar))).toEqual(confirmed);
    // Its hold running out changes nothing: it is an order now.
    const before = clock.now;
    clock.now = new Date(clock.now.getTime() + 20 * 60_000);
    try {
      expect(refusal(await booking.cart(cartId, jar))).toEqual(confirmed);
    } finally {
      clock.now = before;
    }
  });

  it('is an unknown cart to another browser, which learns nothing of its order', async () => {
    const { prepared } = await bookedCart(71);
    const stranger = cookieJar();
    await booking.createCart({ ...flex(71), idempotencyKey: newIdempotencyKey() }, stranger);
    expect(refusal(await booking.cart(prepared.cartId, stranger))).toEqual(refusal(await booking.cart('A'.repeat(32), stranger)));
    expect(refusal(await orders.bookNow(prepared, stranger))?.[0]).toMatchObject({ extensions: { code: 'CART_VALIDATION_FAILED' } });
  });

  it.each([bookingPaths.guestInfo, bookingPaths.reviewDetails])('sends a full load of $path to its order’s confirmation page', async (page) => {
    const { jar, prepared, confirmationNumber } = await bookedCart(72);
    expect(await load(page.getHref(prepared.cartId), jar)).toEqual({ status: 302, location: bookingPaths.confirmation.getHref(confirmationNumber), isHostPage: false });
    const stranger = cookieJar();
    await booking.createCart({ ...flex(72), idempotencyKey: newIdempotencyKey() }, stranger);
    expect(await load(page.getHref(prepared.cartId), stranger)).toMatchObject({ status: 302, location: RATE_LIST });
  });
});

describe('the confirmation pages of a new booking', () => {
  const pages = [bookingPaths.confirmation, bookingPaths.joinAndSaveReservation, bookingPaths.saveToMyTrips];

  it('are served to the browser that booked it while its booking session lives, and to nobody else', async () => {
    const { jar, confirmationNumber } = await bookedCart(73);
    const stranger = cookieJar();
    await booking.createCart({ ...flex(73), idempotencyKey: newIdempotencyKey() }, stranger);
    for (const page of pages) {
      expect(await load(page.getHref(confirmationNumber), jar)).toMatchObject({ status: 200, isHostPage: true });
      expect(await load(page.getHref(confirmationNumber), stranger)).toEqual({ status: 302, location: LOOKUP, isHostPage: false });
      expect(await load(page.getHref(confirmationNumber))).toEqual({ status: 302, location: LOOKUP, isHostPage: false });
    }
  });

  it('send the booking browser to the expired-session page once its booking session has ended, and the API reads nothing more', async () => {
    const { jar, confirmationNumber } = await bookedCart(74);
    const before = clock.now;
    clock.now = new Date(clock.now.getTime() + BOOKING_SESSION_IDLE_MS + 1000);
    try {
      for (const page of pages) expect(await load(page.getHref(confirmationNumber), jar)).toMatchObject({ status: 302, location: EXPIRED });
      expect((await orders.confirmation(confirmationNumber, jar)).data).toEqual({ reservationOrder: null });
    } finally {
      clock.now = before;
    }
  });

  it('send a number that cannot be one to the error page', async () => {
    for (const page of pages) expect(await load(`${page.path}?confirmationNumber=abc`)).toMatchObject({ status: 307, location: '/reservation/800Page.mi' });
  });
});
