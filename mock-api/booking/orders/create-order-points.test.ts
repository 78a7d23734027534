import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_BLOCK_PRICE_USD_MINOR, POINTS_BLOCK_SIZE } from '../../../shared/booking/buy-points';
import { BOOKING_SESSION_COOKIE } from '../booking-session-cookie';
import { pointsBalanceOf } from '../booking-viewer';
import { cookieJar, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { bookingFootprint, codeOf, orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let signIn: ReturnType<typeof reservationCalls>['sessionOf'];

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterAll(() => api.close());

const memberIdOf = async (email: string) => (await api.db.query<{ id: string }>('select id::text from members where email = $1', [email])).rows[0]!.id;
const balanceOf = async (email: string) => pointsBalanceOf(api.db, await memberIdOf(email));
/** Moves a member's balance to `points` with an entry of its own, as a test's starting point. */
const setBalance = async (email: string, points: number) => {
  const change = points - (await balanceOf(email));
  if (change !== 0) {
    await api.db.query(`insert into member_points_entries (member_id, points, reason, created_at) values ($1, $2, 'TEST_ADJUSTMENT', now())`, [await memberIdOf(email), change]);
  }
};
const pointsOf = (prepared: { cartId: string }) =>
  api.db.query<{ points: number }>('select sum(points)::int * (select num_rooms from carts where id = $1) as points from cart_nights where cart_id = $1', [prepared.cartId]).then(({ rows }) => rows[0]!.points);

const points = (hotel: string, days: number, nights = 1, roomTypeCode = 'GKNG'): Selection => ({
  search: searchFrom(seedDay, days, nights, { propertyId: hotel, rewardsRedemption: true }),
  roomTypeCode,
  ratePlanCode: 'POINTS',
});

describe('createOrder with points', () => {
  it('deducts a member’s points with an entry of the order, and the balance drops by them', async () => {
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    const before = await balanceOf('liam.chen@example.com');
    const prepared = await orders.prepare(liam, points('NYCTS', 38, 2, 'KNGD'));
    expect(prepared.acknowledgements).toEqual(['RATE_RULES', 'POINTS_REDEMPTION']);
    const answer = await orders.bookNow(prepared, liam);
    expect(answer.errors).toBeUndefined();
    const cost = await pointsOf(prepared);
    expect(await balanceOf('liam.chen@example.com')).toBe(before - cost);
    const { rows } = await api.db.query('select points, reason, order_id::text as "orderId" from member_points_entries where order_id = $1', [answer.data!.createOrder.order.id]);
    expect(rows).toEqual([{ points: -cost, reason: 'REDEMPTION', orderId: answer.data!.createOrder.order.id }]);
    const { rows: [room] } = await api.db.query<{ pointsPerNight: number }>(
      'select points_per_night as "pointsPerNight" from reservations where confirmation_number = $1',
      [answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber],
    );
    expect(room!.pointsPerNight).toBe(cost / 2);
  });

  it('buys the whole blocks a member lacks when they agreed, and records the purchase on the order', async () => {
    const sofia = cookieJar(await signIn('sofia.reyes@example.com'));
    const prepared = await orders.prepare(sofia, points('SAOPL', 41));
    const cost = await pointsOf(prepared);
    await setBalance('sofia.reyes@example.com', cost - 1500);
    const listed = await orders.acknowledgements(prepared.cartId, sofia);
    const purchase = listed.data!.bookingAcknowledgements.find((item) => item.code === 'POINTS_PURCHASE');
    expect(purchase?.text).toBe(`I agree to buy 2,000 points for $25.00, charged to my card when I book, to cover the 1,500 points my balance lacks.`);
    const answer = await orders.bookNow({ ...prepared, acknowledgements: listed.data!.bookingAcknowledgements.map((item) => item.code) }, sofia);
    expect(answer.errors).toBeUndefined();
    const orderId = answer.data!.createOrder.order.id;
    const { rows: entries } = await api.db.query('select points, reason from member_points_entries where order_id = $1 order by id', [orderId]);
    expect(entries).toEqual([
      { points: 2 * POINTS_BLOCK_SIZE, reason: 'POINTS_PURCHASE' },
      { points: -cost, reason: 'REDEMPTION' },
    ]);
    expect(await balanceOf('sofia.reyes@example.com')).toBe(500);
    const { rows: [order] } = await api.db.query('select points_purchased, points_purchase_cost_minor, points_purchase_currency from orders where id = $1', [orderId]);
    expect(order).toEqual({ points_purchased: 2000, points_purchase_cost_minor: 2 * POINTS_BLOCK_PRICE_USD_MINOR, points_purchase_currency: 'USD' });
  });

  it('refuses INSUFFICIENT_POINTS when the member did not agree to buy, or lacks more than may be bought, and takes nothing', async () => {
    const sofia = cookieJar(await signIn('sofia.reyes@example.com'));
    const unagreed = await orders.prepare(sofia, points('SAOPL', 42), { guest: { isBuyPointConsent: false } });
    await setBalance('sofia.reyes@example.com', (await pointsOf(unagreed)) - 1000);
    const footprint = await bookingFootprint(api);
    expect((await orders.acknowledgements(unagreed.cartId, sofia)).data!.bookingAcknowledgements.map((item) => item.code)).toEqual(['RATE_RULES', 'POINTS_REDEMPTION']);
    expect(codeOf(await orders.bookNow(unagreed, sofia))).toBe('INSUFFICIENT_POINTS');
    await setBalance('sofia.reyes@example.com', 0);
    const beyond = await orders.prepare(sofia, points('NYCTS', 48, 2, 'KNGD'));
    expect(beyond.acknowledgements).not.toContain('POINTS_PURCHASE');
    expect(codeOf(await orders.bookNow(beyond, sofia))).toBe('INSUFFICIENT_POINTS');
    expect(await bookingFootprint(api)).toEqual(footprint);
  });

  it('lets two bookings of one member racing for the same points spend them once', async () => {
    const ava = cookieJar(await signIn('ava.morgan@example.com'));
    const consent = { guest: { isBuyPointConsent: false } };
    const [first, second] = [await orders.prepare(ava, points('SAOPL', 44), consent), await orders.prepare(ava, points('SAOPL', 44), consent)];
    await setBalance('ava.morgan@example.com', await pointsOf(first));
    const answers = await Promise.all([orders.bookNow(first!, ava), orders.bookNow(second!, ava)]);
    expect(answers.map((answer) => codeOf(answer) ?? 'BOOKED').sort()).toEqual(['BOOKED', 'INSUFFICIENT_POINTS']);
    expect(await balanceOf('ava.morgan@example.com')).toBe(0);
  });

  it('refuses a member or points rate booked by someone else than the member it was priced for', async () => {
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    const memberRate = await orders.prepare(liam, { search: searchFrom(seedDay, 47), roomTypeCode: 'KNGD', ratePlanCode: 'MEMBER' });
    const pointsRate = await orders.prepare(liam, points('NYCTS', 47, 1, 'KNGD'));
    // The same browser, signed out: its booking session goes on, the member is gone.
    const signedOut: CookieJar = cookieJar(`${BOOKING_SESSION_COOKIE}=${liam.get(BOOKING_SESSION_COOKIE)}`);
    const footprint = await bookingFootprint(api);
    expect(codeOf(await orders.bookNow(memberRate, signedOut))).toBe('PRODUCTS_UNAVAILABLE');
    expect(codeOf(await orders.bookNow(pointsRate, signedOut))).toBe('PRODUCTS_UNAVAILABLE');
    const ava = cookieJar(`${BOOKING_SESSION_COOKIE}=${liam.get(BOOKING_SESSION_COOKIE)}`, await signIn('ava.morgan@example.com'));
    expect(codeOf(await orders.bookNow(memberRate, ava))).toBe('PRODUCTS_UNAVAILABLE');
    expect(await bookingFootprint(api)).toEqual(footprint);
    expect((await orders.bookNow(memberRate, liam)).errors).toBeUndefined();
  });
});
