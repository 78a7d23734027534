import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import { pointsBalanceOf } from '../booking/booking-viewer';
import { orderCalls, type Selection } from '../booking/orders/testing/order-calls';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { cookieJar, nightsOf, searchFrom, type CookieJar } from '../testing/booking-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

let api: TestApi;
let clock: TestClock;
let seedDay: string;
let calls: ReturnType<typeof reservationCalls>;
let orders: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  ({ api, clock, seedDay, calls } = await startReservationTestApi());
  orders = orderCalls(api);
});
afterAll(() => api.close());

const soldOn = async (hotelCode: string, roomTypeCode: string, nights: readonly string[]) =>
  (
    await api.db.query<{ sold: number }>('select rooms_sold as sold from room_inventory where hotel_code = $1 and room_type_code = $2 and night = any($3::date[]) order by night', [
      hotelCode,
      roomTypeCode,
      nights,
    ])
  ).rows.map((row) => row.sold);
const liamBalance = async () => pointsBalanceOf(api.db, (await api.db.query<{ id: string }>(`select id::text from members where email = 'liam.chen@example.com'`)).rows[0]!.id);

async function book(jar: CookieJar, selection: Selection) {
  const answer = await orders.bookNow(await orders.prepare(jar, selection), jar);
  expect(answer.errors).toBeUndefined();
  const order = answer.data!.createOrder.order;
  return { orderId: order.id, numbers: order.items.map((item) => item.basicInformation.confirmationNumber) };
}
const revisionOf = async (orderId: string) => (await api.db.query<{ revision: number }>('select revision_number as revision from orders where id = $1', [orderId])).rows[0]!.revision;

describe('cancelling a room booked on this site', () => {
  it('gives its inventory back on every night, in the cancel’s own transaction, room by room', async () => {
    const jar = cookieJar();
    const selection: Selection = { search: searchFrom(seedDay, 90, 3, { numRooms: 2 }), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' };
    const nights = nightsOf(selection.search);
    const before = await soldOn('NYCTS', 'GKNG', nights);
    const { orderId, numbers } = await book(jar, selection);
    expect(await soldOn('NYCTS', 'GKNG', nights)).toEqual(before.map((sold) => sold + 2));
    // The browser that booked it may cancel it while its booking session lives.
    const first = await calls.cancel([numbers[0]!], await revisionOf(orderId), jar.header());
    expect(first.status[0]!.code).toBe('SUCCESS');
    expect(await soldOn('NYCTS', 'GKNG', nights)).toEqual(before.map((sold) => sold + 1));
    await calls.cancel([numbers[1]!], await revisionOf(orderId), jar.header());
    expect(await soldOn('NYCTS', 'GKNG', nights)).toEqual(before);
  });

  it('gives a points room’s points back with a positive entry of the order when cancelled free', async () => {
    const liam = cookieJar(await calls.sessionOf('liam.chen@example.com'));
    const balance = await liamBalance();
    const { orderId, numbers } = await book(liam, { search: searchFrom(seedDay, 91, 2, { rewardsRedemption: true }), roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' });
    const spent = balance - (await liamBalance());
    expect(spent).toBeGreaterThan(0);
    await calls.cancel(numbers, await revisionOf(orderId), liam.header());
    expect(await liamBalance()).toBe(balance);
    const { rows } = await api.db.query('select points, reason from member_points_entries where order_id = $1 order by id', [orderId]);
    expect(rows).toEqual([
      { points: -spent, reason: 'REDEMPTION' },
      { points: spent, reason: 'CANCELLATION_REFUND' },
    ]);
  });

  it('keeps the first night’s points of a points room cancelled after its free deadline', async () => {
    const liam = cookieJar(await calls.sessionOf('liam.chen@example.com'));
    const selection: Selection = { search: searchFrom(seedDay, 4, 2, { rewardsRedemption: true }), roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' };
    const balance = await liamBalance();
    const { orderId, numbers } = await book(liam, selection);
    const { rows: [first] } = await api.db.query<{ points: number }>('select points from reservation_nights where confirmation_number = $1 order by night limit 1', [numbers[0]]);
    const before = clock.now;
    clock.now = new Date(clock.now.getTime() + 3 * 86_400_000);
    try {
      const again = await calls.sessionOf('liam.chen@example.com');
      const cancelled = await calls.cancel(numbers, await revisionOf(orderId), again);
      expect(cancelled.status[0]!.code).toBe('SUCCESS');
      expect(await liamBalance()).toBe(balance - first!.points);
    } finally {
      clock.now = before;
    }
  });

  it('gives nothing back for a room of the seeded history, which took no inventory', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    const { rows: [room] } = await api.db.query<{ checkIn: string; nights: number }>(
      `select to_char(check_in, 'YYYY-MM-DD') as "checkIn", nights from reservations where confirmation_number = $1`,
      [N.liamNewYorkRoom1],
    );
    const nights = Array.from({ length: room!.nights }, (_, index) => addDays(room!.checkIn, index));
    const before = await soldOn('NYCTS', 'GKNG', nights);
    const balance = await liamBalance();
    const order = await calls.order(N.liamNewYorkRoom1, liam);
    const revision = (order.data!.reservationOrder as { orderRevisionNumber: number }).orderRevisionNumber;
    expect((await calls.cancel([N.liamNewYorkRoom1], revision, liam)).status[0]!.code).toBe('SUCCESS');
    expect(await soldOn('NYCTS', 'GKNG', nights)).toEqual(before);
    expect(await liamBalance()).toBe(balance);
  });
});
