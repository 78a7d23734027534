import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_SESSION_IDLE_MS, CART_HOLD_SECONDS } from '../../shared/booking/booking-timers';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { BOOKING_SESSION_COOKIE } from '../booking/booking-session-cookie';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../testing/booking-calls';
import { startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

let api: TestApi;
let clock: TestClock;
let seedDay: string;

beforeEach(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi({ withStandInApps: true }));
});
afterEach(() => api.close());

const RATE_LIST = '/reservation/rateListMenu.mi';
const EXPIRED = '/reservation/expiredSession.mi';

/** A full page load of `pagePath`, as the address bar makes it; redirects are not followed. */
async function loadPage(pagePath: string, query: string, jar?: CookieJar) {
  const cookie = jar?.header();
  const response = await fetch(`${api.hostUrl}${pagePath}${query}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  const body = await response.text();
  return { status: response.status, location: response.headers.get('location'), cacheControl: response.headers.get('cache-control'), isHostPage: body.includes('<title>Host</title>') };
}

async function cartOf(jar: CookieJar) {
  const search = searchFrom(seedDay, 20, 2, { numAdultsPerRoom: 2 });
  const { data } = await bookingCalls(api).createCart({ search, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, jar);
  return { id: data!.createCart.id, search };
}

const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

// The review page (under both its names) shows the same cart as the guest-information page, so it is guarded the same way.
describe.each([bookingPaths.guestInfo.path, bookingPaths.reviewDetails.path, bookingPaths.reviewGuestInformation.path])('a full load of %s', (pagePath) => {
  const load = (query: string, jar?: CookieJar) => loadPage(pagePath, query, jar);

  it('serves the page for a cart of this browser still held', async () => {
    const jar = cookieJar();
    const { id } = await cartOf(jar);
    expect(await load(`?cartId=${id}`, jar)).toMatchObject({ status: 200, isHostPage: true });
  });

  it('sends a browser whose booking session ended to the expired-session page', async () => {
    const jar = cookieJar();
    const { id } = await cartOf(jar);
    later(BOOKING_SESSION_IDLE_MS);
    expect(await load(`?cartId=${id}`, jar)).toEqual({ status: 302, location: EXPIRED, cacheControl: 'no-store', isHostPage: false });
  });

  it('sends a cart whose hold ran out back to the rate list of its own search', async () => {
    const jar = cookieJar();
    const { id, search } = await cartOf(jar);
    later(CART_HOLD_SECONDS * 1000);
    expect(await load(`?cartId=${id}`, jar)).toEqual({ status: 302, location: bookingPaths.rateList.getHref(search), cacheControl: 'no-store', isHostPage: false });
  });

  it('sends another browser’s cart to the bare rate list, telling nothing of its stay', async () => {
    const { id } = await cartOf(cookieJar());
    const stranger = cookieJar();
    await cartOf(stranger);
    expect(await load(`?cartId=${id}`, stranger)).toEqual({ status: 302, location: RATE_LIST, cacheControl: 'no-store', isHostPage: false });
  });

  it('sends a browser without a booking session, or with a token we never issued, to the bare rate list', async () => {
    const { id } = await cartOf(cookieJar());
    expect(await load(`?cartId=${id}`)).toMatchObject({ status: 302, location: RATE_LIST, cacheControl: 'no-store' });
    expect(await load(`?cartId=${id}`, cookieJar(`${BOOKING_SESSION_COOKIE}=made-up`))).toMatchObject({ status: 302, location: RATE_LIST });
  });

  it.each([
    ['no cart id', ''],
    ['an empty one', '?cartId='],
    ['a short one', '?cartId=abc'],
    ['SQL', `?cartId=${encodeURIComponent("' or 1=1 --")}`],
    ['two of them', '?cartId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&cartId=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'],
  ])('sends %s to the bare rate list', async (_case, query) => {
    const jar = cookieJar();
    await cartOf(jar);
    expect(await load(query, jar)).toEqual({ status: 302, location: RATE_LIST, cacheControl: 'no-store', isHostPage: false });
  });

  it('sends a cart id with one character changed to the bare rate list', async () => {
    const jar = cookieJar();
    const { id } = await cartOf(jar);
    const tampered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    expect(await load(`?cartId=${tampered}`, jar)).toMatchObject({ status: 302, location: RATE_LIST });
  });
});
