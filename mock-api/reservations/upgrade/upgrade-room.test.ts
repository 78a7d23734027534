import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/booking/search-criteria';
import { pointsBalanceOf } from '../../booking/booking-viewer';
import { orderCalls } from '../../booking/orders/testing/order-calls';
import { cookieJar, searchFrom } from '../../testing/booking-calls';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { leaveRoomsFree } from '../../testing/leave-rooms-free';
import { modifyCalls } from '../../testing/modify-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let manage: ReturnType<typeof modifyCalls>;
let seedDay: string;
let liam: string;
let liamId: string;

beforeEach(async () => {
  ({ api, calls, seedDay } = await startReservationTestApi());
  manage = modifyCalls(api);
  liam = await calls.sessionOf('liam.chen@example.com');
  liamId = (await api.db.query<{ id: string }>(`select id::text from members where email = 'liam.chen@example.com'`)).rows[0]!.id;
});
afterEach(() => api.close());

const codeOf = (result: { status: { code: string }[] }) => result.status[0]?.code;
// Liam's New York room 1: a One King Bed Guest Room (GKNG), 2 nights from 21 days after seeding, 429.00 a night and 126.55 of taxes.
const NEW_YORK_ROOM_TOTAL = 2 * 42900 + 12655;
const newYorkNights = () => [addDays(seedDay, 21), addDays(seedDay, 22)];
const soldOn = async (roomTypeCode: string) =>
  (
    await api.db.query<{ sold: number }>(`select rooms_sold as sold from room_inventory where hotel_code = 'NYCTS' and room_type_code = $1 and night = any($2::date[]) order by night`, [
      roomTypeCode,
      newYorkNights(),
    ])
  ).rows.map((row) => row.sold);

/** A visitor's booking of Liam's New York nights (2 from 21 days after seeding), and the cookies of the browser that made it. */
async function visitorsBooking(): Promise<{ number: string; cookie: string }> {
  const orders = orderCalls(api);
  const jar = cookieJar();
  const booked = await orders.bookNow(await orders.prepare(jar, { search: searchFrom(seedDay, 21), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }), jar);
  return { number: booked.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber, cookie: jar.header()! };
}

describe('room upgrade offers', () => {
  it('offers the hotel’s better rooms for the same stay in cash and, to the member, in points plus cash', async () => {
    const result = await manage.upgradeOffers(N.liamNewYorkRoom1, liam);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.offers.map((offer) => offer.roomType.code)).toEqual(['GQQN', 'KNGD', 'STES']);
    const suite = result.offers[2]!;
    expect(suite.cash).toMatchObject({ payment: 'CASH', points: 0, cancellationPolicy: { isRefundable: true } });
    expect(suite.cash!.cashDifference.value).toBe(suite.cash!.updatedTotal.value - NEW_YORK_ROOM_TOTAL);
    expect(suite.cash!.cashDifference.value).toBeGreaterThan(0);
    // The suite's points premium over the king room, 25,000 less 0, for each of the 2 nights; the cash stays as booked.
    expect(suite.pointsPlusCash).toMatchObject({ payment: 'POINTS_PLUS_CASH', points: 50_000, cashDifference: { value: 0 }, updatedTotal: { value: NEW_YORK_ROOM_TOTAL } });
    expect(result.pointsBalance).toBe(await pointsBalanceOf(api.db, liamId));
  });

  it('offers the browser that booked it, no member signed in, the cash upgrades, and no room that is sold out', async () => {
    await leaveRoomsFree(api.db, 'NYCTS', newYorkNights(), 0, ['STES']);
    const { number, cookie } = await visitorsBooking();
    const result = await manage.upgradeOffers(number, cookie);
    expect(result.offers.map((offer) => offer.roomType.code)).toEqual(['GQQN', 'KNGD']);
    expect(result.offers.every((offer) => offer.pointsPlusCash === null)).toBe(true);
    expect(result.pointsBalance).toBeNull();
  });

  it('refuses a room that cannot be changed, as a modify does', async () => {
    expect(codeOf(await manage.upgradeOffers(N.liamCheckedInOnline, liam))).toBe('E_MOD_DISALLOW');
    expect(codeOf(await manage.upgradeOffers(N.liamNewYorkRoom1))).toBe('RESERVATION_NOT_PERMITTED');
  });
});

describe('upgrading a room', () => {
  it('in cash: the better room at the offered total, its inventory taken, recorded as an upgrade', async () => {
    const offer = (await manage.upgradeOffers(N.liamNewYorkRoom1, liam)).offers.find((candidate) => candidate.roomType.code === 'KNGD')!;
    const sold = await soldOn('KNGD');
    const result = await manage.upgrade({ confirmationNumber: N.liamNewYorkRoom1, orderRevisionNumber: 1, roomTypeCode: 'KNGD', payment: 'CASH' }, liam);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.order?.items[0]).toMatchObject({
      product: { inventoryTypeCode: 'KNGD' },
      basicInformation: { checkInDate: addDays(seedDay, 21), nights: 2, ratePlan: 'Flexible rate' },
      charges: { total: { value: offer.cash!.updatedTotal.value } },
    });
    expect(await soldOn('KNGD')).toEqual(sold.map((count) => count + 1));
    const { rows } = await api.db.query('select kind from reservation_changes where confirmation_number = $1', [N.liamNewYorkRoom1]);
    expect(rows).toEqual([{ kind: 'UPGRADE' }]);
  });

  it('in points plus cash: the points taken with the upgrade and given back when the room is cancelled, the cash unchanged', async () => {
    const balance = await pointsBalanceOf(api.db, liamId);
    const result = await manage.upgrade({ confirmationNumber: N.liamNewYorkRoom1, orderRevisionNumber: 1, roomTypeCode: 'STES', payment: 'POINTS_PLUS_CASH' }, liam);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.order?.items[0]).toMatchObject({ product: { inventoryTypeCode: 'STES' }, charges: { total: { value: NEW_YORK_ROOM_TOTAL } } });
    expect(await pointsBalanceOf(api.db, liamId)).toBe(balance - 50_000);
    expect(codeOf(await calls.cancel([N.liamNewYorkRoom1], 2, liam))).toBe('SUCCESS');
    expect(await pointsBalanceOf(api.db, liamId)).toBe(balance);
  });

  it('refuses points plus cash the member cannot cover, and a room sold out since the offer', async () => {
    await api.db.query(`insert into member_points_entries (member_id, points, reason, created_at) values ($1, $2, 'ADJUSTMENT', now())`, [
      liamId,
      -(await pointsBalanceOf(api.db, liamId)) + 10_000,
    ]);
    const short = await manage.upgrade({ confirmationNumber: N.liamNewYorkRoom1, orderRevisionNumber: 1, roomTypeCode: 'STES', payment: 'POINTS_PLUS_CASH' }, liam);
    expect(codeOf(short)).toBe('INSUFFICIENT_POINTS');
    await leaveRoomsFree(api.db, 'NYCTS', newYorkNights(), 0, ['STES']);
    const soldOut = await manage.upgrade({ confirmationNumber: N.liamNewYorkRoom1, orderRevisionNumber: 1, roomTypeCode: 'STES', payment: 'CASH' }, liam);
    expect(codeOf(soldOut)).toBe('DATES_UNAVAILABLE');
    expect(soldOut.order?.items[0]?.product.inventoryTypeCode).toBe('GKNG');
  });

  it('answers its idempotency key sent again with the upgrade it made, and refuses it with another choice or another room', async () => {
    const request = { confirmationNumber: N.liamNewYorkRoom1, orderRevisionNumber: 1, roomTypeCode: 'KNGD', payment: 'CASH' as const, idempotencyKey: 'upgrade-key-once-0001' };
    expect(codeOf(await manage.upgrade(request, liam))).toBe('SUCCESS');
    const sold = await soldOn('STES');
    expect(codeOf(await manage.upgrade(request, liam))).toBe('SUCCESS');
    for (const other of [{ ...request, roomTypeCode: 'STES' }, { ...request, confirmationNumber: N.liamNewYorkRoom2 }]) {
      const refused = await manage.upgrade(other, liam);
      expect(refused.status[0]).toMatchObject({ code: 'BAD_USER_INPUT', messages: { dev: [{ field: 'idempotencyKey' }] } });
    }
    expect(await soldOn('STES')).toEqual(sold);
    const { rows } = await api.db.query('select count(*)::int as changes from reservation_changes where order_id = (select order_id from reservations where confirmation_number = $1)', [N.liamNewYorkRoom1]);
    expect(rows).toEqual([{ changes: 1 }]);
  });

  it('refuses points plus cash to the browser that booked it, no member signed in, and any upgrade to a lookup', async () => {
    const { number, cookie } = await visitorsBooking();
    const result = await manage.upgrade({ confirmationNumber: number, orderRevisionNumber: 1, roomTypeCode: 'STES', payment: 'POINTS_PLUS_CASH' }, cookie);
    expect(codeOf(result)).toBe('RATE_UNAVAILABLE');
    const grant = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    const lookedUp = await manage.upgrade({ confirmationNumber: N.liamNewYorkRoom1, orderRevisionNumber: 1, roomTypeCode: 'KNGD', payment: 'CASH' }, grant);
    expect(codeOf(lookedUp)).toBe('E_MOD_DISALLOW');
  });
});
