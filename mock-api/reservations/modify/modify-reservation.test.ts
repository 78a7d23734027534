import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/booking/search-criteria';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { pointsBalanceOf } from '../../booking/booking-viewer';
import { orderCalls } from '../../booking/orders/testing/order-calls';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { cookieJar, searchFrom } from '../../testing/booking-calls';
import { leaveRoomsFree } from '../../testing/leave-rooms-free';
import { modifyCalls, type ModifyStay } from '../../testing/modify-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { hotelTimeOn } from '../../../shared/time/hotel-day';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let modify: ReturnType<typeof modifyCalls>;
let seedDay: string;
let liam: string;

beforeEach(async () => {
  ({ api, calls, seedDay } = await startReservationTestApi());
  modify = modifyCalls(api);
  liam = await calls.sessionOf('liam.chen@example.com');
});
afterEach(() => api.close());

/** Liam's New York room 1 (21 days out, 2 nights of GKNG at 429.00 and 126.55 of taxes) moved to `from` for `nights`. */
const newYorkStay = (from: number, nights: number, rest: Partial<ModifyStay> = {}): ModifyStay => ({
  confirmationNumber: N.liamNewYorkRoom1,
  propertyId: 'NYCTS',
  checkInDate: addDays(seedDay, from),
  checkOutDate: addDays(seedDay, from + nights),
  numAdultsPerRoom: 1,
  ...rest,
});
const NEW_YORK_ROOM_TOTAL = 2 * 42900 + 12655;

const nightsFrom = (from: number, count: number) => Array.from({ length: count }, (_, index) => addDays(seedDay, from + index));
const soldOn = async (roomTypeCode: string, nights: readonly string[]) =>
  (
    await api.db.query<{ sold: number }>('select rooms_sold as sold from room_inventory where hotel_code = $1 and room_type_code = $2 and night = any($3::date[]) order by night', [
      'NYCTS',
      roomTypeCode,
      nights,
    ])
  ).rows.map((row) => row.sold);
const codeOf = (result: { status: { code: string }[] }) => result.status[0]?.code;

/** A visitor's New York booking `days` after seeding, and the cookies of the browser that made it. */
async function visitorsBooking(days: number): Promise<{ number: string; cookie: string }> {
  const orders = orderCalls(api);
  const jar = cookieJar();
  const booked = await orders.bookNow(await orders.prepare(jar, { search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }), jar);
  return { number: booked.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber, cookie: jar.header()! };
}

describe('the modify rate list', () => {
  it('prices each rate for the new stay against what the room costs now, with the terms it would bring', async () => {
    const result = await modify.search(newYorkStay(22, 3), liam);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.current?.basicInformation).toEqual({ confirmationNumber: N.liamNewYorkRoom1, checkInDate: addDays(seedDay, 21) });
    expect(result.requested).toMatchObject({ checkInDate: addDays(seedDay, 22), lengthOfStay: 3 });
    const king = result.rooms.find((room) => room.roomType.code === 'GKNG');
    const flexible = king?.rates.find((rate) => rate.ratePlan.code === 'FLEX');
    expect(flexible?.updatedTotal?.currency).toBe('USD');
    expect(flexible?.cashDifference?.value).toBe(flexible!.updatedTotal!.value - NEW_YORK_ROOM_TOTAL);
    expect(flexible?.pointsDifference).toBe(0);
    expect(flexible?.cancellationPolicy).toMatchObject({ isRefundable: true, freeCancellationUntil: hotelTimeOn(addDays(seedDay, 20), 16, 'America/New_York').toISOString() });
    // A room booked in cash changes to cash rates; Liam is signed in, so he sees the member rate too.
    expect(new Set(result.rooms.flatMap((room) => room.rates.map((rate) => rate.ratePlan.mode)))).toEqual(new Set(['CASH']));
    expect(king?.rates.map((rate) => rate.ratePlan.code)).toContain('MEMBER');
  });

  it('shows the browser that booked it, no member signed in, only the rates anyone may book', async () => {
    const { number, cookie } = await visitorsBooking(12);
    const result = await modify.search({ ...newYorkStay(13, 2), confirmationNumber: number }, cookie);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.rooms.flatMap((room) => room.rates.filter((rate) => rate.ratePlan.isMemberRate))).toEqual([]);
  });

  it('says DATES_UNAVAILABLE when no room is free on every night asked', async () => {
    await leaveRoomsFree(api.db, 'NYCTS', nightsFrom(40, 2), 0);
    const result = await modify.search(newYorkStay(40, 2), liam);
    expect(codeOf(result)).toBe('DATES_UNAVAILABLE');
    expect(result.rooms).toEqual([]);
    expect(result.current).not.toBeNull();
  });
});

describe('changing a room', () => {
  it('moves its dates: the new nights and price on the room, the old nights’ inventory back, the new taken, in one change', async () => {
    const before = { old: await soldOn('GKNG', nightsFrom(21, 2)), new: await soldOn('GKNG', nightsFrom(24, 3)) };
    const offer = (await modify.search(newYorkStay(24, 3), liam)).rooms.find((room) => room.roomType.code === 'GKNG')!.rates.find((rate) => rate.ratePlan.code === 'FLEX')!;
    const result = await modify.update({ ...newYorkStay(24, 3), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, liam);
    expect(codeOf(result)).toBe('SUCCESS');
    const [changed, other] = result.order!.items;
    expect(result.order?.orderRevisionNumber).toBe(2);
    expect(changed).toMatchObject({
      reservationRevisionNumber: 2,
      basicInformation: { checkInDate: addDays(seedDay, 24), checkOutDate: addDays(seedDay, 27), nights: 3, ratePlan: 'Flexible rate' },
      charges: { total: { value: offer.updatedTotal!.value } },
    });
    expect(other).toMatchObject({ reservationRevisionNumber: 1, basicInformation: { checkInDate: addDays(seedDay, 21) } });
    // The seeded room took no inventory when it was booked, so nothing comes back; the new nights are taken.
    expect(await soldOn('GKNG', nightsFrom(21, 2))).toEqual(before.old);
    expect(await soldOn('GKNG', nightsFrom(24, 3))).toEqual(before.new.map((sold) => sold + 1));

    // A second change gives back the nights the first one took.
    const again = await modify.update({ ...newYorkStay(25, 1), orderRevisionNumber: 2, roomTypeCode: 'GQQN', ratePlanCode: 'FLEX' }, liam);
    expect(codeOf(again)).toBe('SUCCESS');
    expect(again.order?.items[0]?.product.inventoryTypeCode).toBe('GQQN');
    expect(await soldOn('GKNG', nightsFrom(24, 3))).toEqual(before.new);
    const { rows } = await api.db.query('select from_order_revision as "from", kind, new_nights as nights from reservation_changes where confirmation_number = $1 order by id', [N.liamNewYorkRoom1]);
    expect(rows).toEqual([
      { from: 1, kind: 'MODIFY', nights: 3 },
      { from: 2, kind: 'MODIFY', nights: 1 },
    ]);
  });

  it('counts the room’s own nights as free to it: one night more in a hotel otherwise full', async () => {
    await modify.update({ ...newYorkStay(30, 2), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, liam);
    await leaveRoomsFree(api.db, 'NYCTS', nightsFrom(30, 2), 0);
    await leaveRoomsFree(api.db, 'NYCTS', nightsFrom(32, 1), 1);
    const longer = await modify.search(newYorkStay(30, 3), liam);
    expect(longer.rooms.map((room) => room.roomType.code)).toEqual(['GKNG']);
    const result = await modify.update({ ...newYorkStay(30, 3), orderRevisionNumber: 2, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, liam);
    expect(codeOf(result)).toBe('SUCCESS');
    const { rows } = await api.db.query<{ free: number }>(
      `select rooms_total - rooms_sold as free from room_inventory where hotel_code = 'NYCTS' and room_type_code = 'GKNG' and night = any($1::date[]) order by night`,
      [nightsFrom(30, 3)],
    );
    expect(rows.map((row) => row.free)).toEqual([0, 0, 0]);
  });

  it('changes the party, and refuses a room that does not hold it', async () => {
    const result = await modify.update({ ...newYorkStay(21, 2, { numAdultsPerRoom: 2, numChildrenPerRoom: 1 }), orderRevisionNumber: 1, roomTypeCode: 'GQQN', ratePlanCode: 'FLEX' }, liam);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.order?.items[0]?.basicInformation).toMatchObject({ adults: 2, children: 1 });
    const tooMany = await modify.update({ ...newYorkStay(21, 2, { numAdultsPerRoom: 4, numChildrenPerRoom: 2 }), orderRevisionNumber: 2, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, liam);
    expect(codeOf(tooMany)).toBe('DATES_UNAVAILABLE');
    expect(tooMany.order?.orderRevisionNumber).toBe(2);
  });

  it('answers a repeated idempotency key with the change it made, changing nothing again', async () => {
    const request = { ...newYorkStay(24, 3), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: 'same-key-for-both-0001' };
    const sold = await soldOn('GKNG', nightsFrom(24, 3));
    const [first, second] = [await modify.update(request, liam), await modify.update(request, liam)];
    expect([codeOf(first), codeOf(second)]).toEqual(['SUCCESS', 'SUCCESS']);
    expect(second.order?.orderRevisionNumber).toBe(2);
    expect(await soldOn('GKNG', nightsFrom(24, 3))).toEqual(sold.map((count) => count + 1));
  });

  it('refuses a repeated idempotency key sent with another change, changing nothing', async () => {
    const request = { ...newYorkStay(24, 3), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: 'same-key-for-both-0002' };
    expect(codeOf(await modify.update(request, liam))).toBe('SUCCESS');
    const sold = await soldOn('GKNG', nightsFrom(25, 3));
    const other = await modify.update({ ...request, ...newYorkStay(25, 3) }, liam);
    expect(other.status[0]).toMatchObject({ code: 'BAD_USER_INPUT', messages: { dev: [{ field: 'idempotencyKey' }] } });
    expect(JSON.stringify(other.status[0])).toContain('already used for another change of this order');
    expect(other.order?.orderRevisionNumber).toBe(2);
    expect(other.order?.items[0]?.basicInformation.checkInDate).toBe(addDays(seedDay, 24));
    expect(await soldOn('GKNG', nightsFrom(25, 3))).toEqual(sold);
  });

  it('settles points with the member in the change’s own transaction', async () => {
    const jar = cookieJar(liam);
    const orders = orderCalls(api);
    const selection = { search: searchFrom(seedDay, 50, 2, { rewardsRedemption: true }), roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' };
    const booked = (await orders.bookNow(await orders.prepare(jar, selection), jar)).data!.createOrder.order;
    const number = booked.items[0]!.basicInformation.confirmationNumber;
    const memberId = (await api.db.query<{ id: string }>(`select id::text from members where email = 'liam.chen@example.com'`)).rows[0]!.id;
    const balance = await pointsBalanceOf(api.db, memberId);
    const stay = { confirmationNumber: number, propertyId: 'NYCTS', checkInDate: addDays(seedDay, 50), checkOutDate: addDays(seedDay, 53), numAdultsPerRoom: 1 };
    const offer = (await modify.search(stay, liam)).rooms.find((room) => room.roomType.code === 'KNGD')!.rates.find((rate) => rate.ratePlan.code === 'POINTS')!;
    expect(offer.pointsDifference).toBeGreaterThan(0);
    const result = await modify.update({ ...stay, orderRevisionNumber: 1, roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' }, liam);
    expect(codeOf(result)).toBe('SUCCESS');
    expect(await pointsBalanceOf(api.db, memberId)).toBe(balance - offer.pointsDifference);
    // A guest with only a lookup may not spend the member's points.
    const grant = await calls.grantFor(number, 'Brown');
    const refused = await modify.update({ ...stay, orderRevisionNumber: 2, roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' }, grant);
    expect(codeOf(refused)).toBe('E_MOD_DISALLOW');
  });
});

describe('every modify-only code, from a real situation', () => {
  it('E_BAD_CONF_NO: a confirmation number that cannot be one', async () => {
    const result = await modify.search(newYorkStay(22, 2, { confirmationNumber: '8234-5681' }), liam);
    expect(result.status[0]).toMatchObject({ code: 'E_BAD_CONF_NO', httpStatus: 400, messages: { errors: [{ message: reservationErrorMessage('E_BAD_CONF_NO') }] } });
    expect(result.order).toBeNull();
  });

  it('E_CHANGED_HOTEL: a change that tries to move the room to another hotel', async () => {
    const result = await modify.update({ ...newYorkStay(22, 2, { propertyId: 'LONKX' }), orderRevisionNumber: 1, roomTypeCode: 'KNGD', ratePlanCode: 'FLEX' }, liam);
    expect(result.status[0]).toMatchObject({ code: 'E_CHANGED_HOTEL', messages: { dev: [{ field: 'propertyId' }] } });
    expect(result.order?.orderRevisionNumber).toBe(1);
  });

  it('E_ALREADY_CANCELLED: a cancelled room', async () => {
    const ava = await calls.sessionOf('ava.morgan@example.com');
    const result = await modify.search({ confirmationNumber: N.avaCancelled, propertyId: 'BKKRV', checkInDate: addDays(seedDay, 46), checkOutDate: addDays(seedDay, 48), numAdultsPerRoom: 1 }, ava);
    expect(codeOf(result)).toBe('E_ALREADY_CANCELLED');
  });

  it('E_MOD_DISALLOW: a stay begun, and a prepaid stay', async () => {
    const inHouse = await modify.search({ confirmationNumber: N.liamInHouse, propertyId: 'SHAPD', checkInDate: addDays(seedDay, 1), checkOutDate: addDays(seedDay, 3), numAdultsPerRoom: 1 }, liam);
    expect(codeOf(inHouse)).toBe('E_MOD_DISALLOW');
    const prepaid = await modify.search({ confirmationNumber: N.liamCheckedInOnline, propertyId: 'BKKRV', checkInDate: addDays(seedDay, 2), checkOutDate: addDays(seedDay, 4), numAdultsPerRoom: 1 }, liam);
    expect(codeOf(prepaid)).toBe('E_MOD_DISALLOW');
  });

  it('E_ARRIVAL_FORMAT: an arrival that is no date, or one in the past', async () => {
    for (const checkInDate of ['2026-13-45', 'next friday', addDays(seedDay, -5)]) {
      const result = await modify.search(newYorkStay(22, 2, { checkInDate }), liam);
      expect(result.status[0], checkInDate).toMatchObject({ code: 'E_ARRIVAL_FORMAT', messages: { dev: [{ field: 'checkInDate' }] } });
      expect(result.current).not.toBeNull();
    }
  });

  it('E_GNR_DATE_FORMAT: a departure that is no date, not after the arrival, or too far', async () => {
    for (const checkOutDate of ['31/12/2026', addDays(seedDay, 22), addDays(seedDay, 22 + 91)]) {
      const result = await modify.search(newYorkStay(22, 2, { checkOutDate }), liam);
      expect(result.status[0], checkOutDate).toMatchObject({ code: 'E_GNR_DATE_FORMAT', messages: { dev: [{ field: 'checkOutDate' }] } });
    }
  });

  it('RESERVATION_NOT_PERMITTED: a browser that neither booked the room nor looked it up, told apart from nothing', async () => {
    const ava = await calls.sessionOf('ava.morgan@example.com');
    for (const cookie of [undefined, ava]) {
      const result = await modify.update({ ...newYorkStay(22, 2), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, cookie);
      expect(result).toMatchObject({ status: [{ code: 'RESERVATION_NOT_PERMITTED', httpStatus: 403 }], order: null });
    }
    const unknown = await modify.search(newYorkStay(22, 2, { confirmationNumber: '99999999' }), liam);
    expect(codeOf(unknown)).toBe('RESERVATION_NOT_PERMITTED');
  });

  it('STALE_REVISION: a change quoting an old revision changes nothing', async () => {
    const result = await modify.update({ ...newYorkStay(22, 2), orderRevisionNumber: 7, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, liam);
    expect(codeOf(result)).toBe('STALE_REVISION');
    expect(result.order?.items[0]?.basicInformation.checkInDate).toBe(addDays(seedDay, 21));
  });

  it('RATE_UNAVAILABLE: a member rate asked by the browser that booked it, no member signed in', async () => {
    const { number, cookie } = await visitorsBooking(14);
    const result = await modify.update({ ...newYorkStay(22, 2), confirmationNumber: number, orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'MEMBER' }, cookie);
    expect(codeOf(result)).toBe('RATE_UNAVAILABLE');
  });

  it('BAD_USER_INPUT: a malformed idempotency key or code', async () => {
    const key = await modify.update({ ...newYorkStay(22, 2), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: 'short' }, liam);
    expect(key.status[0]).toMatchObject({ code: 'BAD_USER_INPUT', messages: { dev: [{ field: 'idempotencyKey' }] } });
    const code = await modify.update({ ...newYorkStay(22, 2), orderRevisionNumber: 1, roomTypeCode: 'gk ng', ratePlanCode: 'FLEX' }, liam);
    expect(code.status[0]).toMatchObject({ code: 'BAD_USER_INPUT', messages: { dev: [{ field: 'roomTypeCode' }] } });
  });
});

describe('a change racing a cancel', () => {
  it('lets one win and tells the other the order moved on; nothing is lost and the inventory adds up', async () => {
    const sold = await soldOn('GKNG', nightsFrom(24, 2));
    const [changed, cancelled] = await Promise.all([
      modify.update({ ...newYorkStay(24, 2), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }, liam),
      calls.cancel([N.liamNewYorkRoom1], 1, liam),
    ]);
    // The loser is told the order moved on: a cancel finds the revision stale; a change finds the room
    // cancelled (E_ALREADY_CANCELLED, asked before the revision as the more specific reason).
    const winner = codeOf(changed) === 'SUCCESS' ? 'change' : 'cancel';
    expect([codeOf(changed), codeOf(cancelled)]).toEqual(winner === 'change' ? ['SUCCESS', 'STALE_REVISION'] : ['E_ALREADY_CANCELLED', 'SUCCESS']);
    const order = await calls.order(N.liamNewYorkRoom1, liam);
    const room = (order.data?.reservationOrder as { orderRevisionNumber: number; items: { status: string; basicInformation: { checkInDate: string } }[] }).items[0]!;
    if (winner === 'change') {
      expect(room).toMatchObject({ status: 'CONFIRMED', basicInformation: { checkInDate: addDays(seedDay, 24) } });
      expect(await soldOn('GKNG', nightsFrom(24, 2))).toEqual(sold.map((count) => count + 1));
    } else {
      expect(room).toMatchObject({ status: 'CANCELLED', basicInformation: { checkInDate: addDays(seedDay, 21) } });
      expect(await soldOn('GKNG', nightsFrom(24, 2))).toEqual(sold);
    }
  });
});
