import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, newIdempotencyKey, nightsOf, searchFrom } from '../../testing/booking-calls';
import { leaveRoomsFree } from '../../testing/leave-rooms-free';
import { startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { STALE_CLAIM_MS } from './booking-claims';
import { bookingFootprint, codeOf, orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let clock: TestClock;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
});
afterAll(() => api.close());

const flex = (days: number, roomTypeCode = 'GKNG'): Selection => ({ search: searchFrom(seedDay, days), roomTypeCode, ratePlanCode: 'FLEX' });
const ordersOfCart = async (cartId: string) => (await api.db.query<{ n: number }>('select count(*)::int as n from orders where cart_id = $1', [cartId])).rows[0]!.n;
const soldOn = async (selection: Selection) =>
  (
    await api.db.query<{ sold: number }>('select rooms_sold as sold from room_inventory where hotel_code = $1 and room_type_code = $2 and night = any($3::date[]) order by night', [
      selection.search.propertyId,
      selection.roomTypeCode,
      nightsOf(selection.search),
    ])
  ).rows.map((row) => row.sold);

describe('two requests for one cart', () => {
  it('book it once when sent together with different keys: the other is told it is in flight or done', async () => {
    const jar = cookieJar();
    const selection = flex(60);
    const prepared = await orders.prepare(jar, selection);
    const sold = await soldOn(selection);
    const answers = await Promise.all([orders.bookNow(prepared, jar), orders.bookNow(prepared, jar)]);
    const codes = answers.map((answer) => codeOf(answer) ?? 'BOOKED').sort();
    expect(codes[0]).toBe('BOOKED');
    expect(['E_ALREADY_CONFIRMED', 'E_DOUBLE_CLICK']).toContain(codes[1]);
    expect(await ordersOfCart(prepared.cartId)).toBe(1);
    expect(await soldOn(selection)).toEqual(sold.map((count) => count + 1));
  });

  it('book it once when one key is sent twice together: the other is in flight or replays the same order', async () => {
    const jar = cookieJar();
    const selection = flex(61);
    const prepared = await orders.prepare(jar, selection);
    const sold = await soldOn(selection);
    const key = newIdempotencyKey();
    const answers = await Promise.all([orders.bookNow(prepared, jar, key), orders.bookNow(prepared, jar, key)]);
    const booked = answers.filter((answer) => answer.data?.createOrder);
    const ids = new Set(booked.map((answer) => answer.data!.createOrder.order.id));
    expect(ids.size).toBe(1);
    for (const answer of answers.filter((each) => !each.data?.createOrder)) expect(codeOf(answer)).toBe('E_DOUBLE_CLICK');
    expect(await ordersOfCart(prepared.cartId)).toBe(1);
    expect(await soldOn(selection)).toEqual(sold.map((count) => count + 1));
  });

  it('answers E_DOUBLE_CLICK and changes nothing while another request’s claim is in flight, and books once the claim is a minute old', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(62));
    const { rows: [cart] } = await api.db.query<{ sessionId: string }>('select booking_session_id::text as "sessionId" from carts where id = $1', [prepared.cartId]);
    const otherKey = newIdempotencyKey();
    await api.db.query('insert into booking_requests (booking_session_id, idempotency_key, cart_id, created_at, started_at) values ($1, $2, $3, $4, $4)', [
      cart!.sessionId,
      otherKey,
      prepared.cartId,
      clock.now,
    ]);
    const footprint = await bookingFootprint(api);
    const refused = await orders.bookNow(prepared, jar);
    expect(refused.errors?.map(({ message, extensions }) => ({ message, extensions }))).toMatchInlineSnapshot(`
      [
        {
          "extensions": {
            "code": "E_DOUBLE_CLICK",
          },
          "message": "This booking was already sent. Check your reservations before booking again.",
        },
      ]
    `);
    expect(await bookingFootprint(api)).toEqual(footprint);
    const before = clock.now;
    clock.now = new Date(clock.now.getTime() + STALE_CLAIM_MS + 1000);
    try {
      expect((await orders.bookNow(prepared, jar)).errors).toBeUndefined();
    } finally {
      clock.now = before;
    }
    const { rows } = await api.db.query('select failure_code, order_id from booking_requests where idempotency_key = $1', [otherKey]);
    expect(rows).toEqual([{ failure_code: 'ABANDONED', order_id: null }]);
  });
});

describe('two browsers racing for the last room', () => {
  it('give one booking and one ROOMS_SOLD_OUT, never two bookings or a lost room', async () => {
    const selection = flex(63, 'STES');
    await leaveRoomsFree(api.db, 'NYCTS', nightsOf(selection.search), 1, ['STES']);
    const [first, second] = [cookieJar(), cookieJar()];
    const prepared = [await orders.prepare(first, selection), await orders.prepare(second, selection)];
    const answers = await Promise.all([orders.bookNow(prepared[0]!, first), orders.bookNow(prepared[1]!, second)]);
    expect(answers.map((answer) => codeOf(answer) ?? 'BOOKED').sort()).toEqual(['BOOKED', 'ROOMS_SOLD_OUT']);
    const { rows } = await api.db.query('select rooms_total - rooms_sold as free from room_inventory where hotel_code = $1 and room_type_code = $2 and night = any($3::date[])', [
      'NYCTS',
      'STES',
      nightsOf(selection.search),
    ]);
    expect(rows).toEqual([{ free: 0 }, { free: 0 }]);
    const refused = answers.find((answer) => codeOf(answer) === 'ROOMS_SOLD_OUT')!;
    expect(refused.errors?.[0]?.message).toBe('The last rooms of this type were just booked by another guest, so this booking was not made and nothing was charged.');
  });

  it('refuses a room no longer sold for a night (PRODUCTS_UNAVAILABLE) and takes nothing', async () => {
    const jar = cookieJar();
    const selection = flex(64);
    const prepared = await orders.prepare(jar, selection);
    const [night] = nightsOf(selection.search);
    const { rows: [price] } = await api.db.query<{ flexiblePrice: number; season: string }>(
      `delete from nightly_prices where hotel_code = 'NYCTS' and room_type_code = 'GKNG' and night = $1 returning flexible_price_minor as "flexiblePrice", season`,
      [night],
    );
    try {
      const footprint = await bookingFootprint(api);
      expect(codeOf(await orders.bookNow(prepared, jar))).toBe('PRODUCTS_UNAVAILABLE');
      expect(await bookingFootprint(api)).toEqual(footprint);
    } finally {
      await api.db.query(`insert into nightly_prices (hotel_code, room_type_code, night, flexible_price_minor, season) values ('NYCTS', 'GKNG', $1, $2, $3)`, [
        night,
        price!.flexiblePrice,
        price!.season,
      ]);
    }
  });
});
