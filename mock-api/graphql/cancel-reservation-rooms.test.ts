import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservationErrorMessage } from '../../shared/i18n/refusals-in-english';
import type { Database } from '../db/database';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { type CancelResult, reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let clock: TestClock;
let liam: string;

beforeEach(async () => {
  ({ api, calls, clock } = await startReservationTestApi());
  liam = await calls.sessionOf('liam.chen@example.com');
});
afterEach(() => api.close());

/** The stored rows of an order's rooms and the order itself, to show what a call changed or did not. */
async function storedOrder(db: Database, confirmationNumber: string) {
  const { rows: rooms } = await db.query(
    `select r.confirmation_number as number, r.status, r.revision_number as revision, r.cancelled_at as "cancelledAt",
            r.cancellation_number as "cancellationNumber", r.cancellation_charge_minor as charge, r.suite_night_award as award
       from reservations r where r.order_id = (select order_id from reservations where confirmation_number = $1) order by r.room_ordinal`,
    [confirmationNumber],
  );
  const { rows: orders } = await db.query<{ revision: number }>(
    'select revision_number as revision from orders where id = (select order_id from reservations where confirmation_number = $1)',
    [confirmationNumber],
  );
  return { revision: orders[0]?.revision, rooms };
}

describe('cancelling one room', () => {
  it('cancels it free before the deadline, keeps its row, and moves the order’s and the room’s revisions on', async () => {
    const result = await calls.cancel([N.liamNewYorkRoom1], 1, liam);
    expect(result.status).toEqual([{ code: 'SUCCESS', httpStatus: 200, messages: { dev: [], errors: [] } }]);
    const [cancelled, kept] = result.order!.items;
    expect(result.order?.orderRevisionNumber).toBe(2);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      reservationRevisionNumber: 2,
      checkInState: null,
      cancellationPolicy: { isCancellable: false },
      cancellation: { cancellationNumber: expect.stringMatching(/^\d{8}$/), cancelledAt: clock.now.toISOString(), charge: { value: 0, valueDecimalPoint: 2, currency: 'USD' } },
    });
    expect(kept).toMatchObject({ status: 'CONFIRMED', reservationRevisionNumber: 1, cancellation: null });
    expect(result.order?.totalPricing.value).toBe(2 * 47900 + 14131);

    const stored = await storedOrder(api.db, N.liamNewYorkRoom1);
    expect(stored.revision).toBe(2);
    expect(stored.rooms).toEqual([
      { number: N.liamNewYorkRoom1, status: 'CANCELLED', revision: 2, cancelledAt: clock.now, cancellationNumber: cancelled?.cancellation?.cancellationNumber, charge: 0, award: null },
      { number: N.liamNewYorkRoom2, status: 'CONFIRMED', revision: 1, cancelledAt: null, cancellationNumber: null, charge: null, award: null },
    ]);
  });

  it('cancels the Suite Night Award requested on the room', async () => {
    const result = await calls.cancel([N.liamLondonRoom1], 1, liam);
    expect(result.order?.items.map((room) => room.suiteNightAward)).toEqual(['CANCELLED', null]);
  });

  it('gives each cancelled room its own cancellation number', async () => {
    const first = await calls.cancel([N.liamNewYorkRoom1], 1, liam);
    const second = await calls.cancel([N.liamNewYorkRoom2], 2, liam);
    const numbers = second.order!.items.map((room) => room.cancellation?.cancellationNumber);
    expect(new Set(numbers).size).toBe(2);
    expect(numbers[0]).toBe(first.order?.items[0]?.cancellation?.cancellationNumber);
  });
});

describe('cancelling every room', () => {
  it('cancels all rooms at once for a visitor who looked the reservation up, bumping the order once', async () => {
    const grant = await calls.grantFor(N.liamNewYorkRoom2, 'Chen');
    const result = await calls.cancel([N.liamNewYorkRoom1, N.liamNewYorkRoom2], 1, grant);
    expect(result.status[0]?.code).toBe('SUCCESS');
    expect(result.order?.orderRevisionNumber).toBe(2);
    expect(result.order?.items.map((room) => [room.status, room.reservationRevisionNumber])).toEqual([
      ['CANCELLED', 2],
      ['CANCELLED', 2],
    ]);
    expect(result.order?.totalPricing.value).toBe(0);
  });

  it('names each room once however often it is listed', async () => {
    const result = await calls.cancel([N.liamNewYorkRoom1, ` ${N.liamNewYorkRoom1}`, N.liamNewYorkRoom2], 1, liam);
    expect(result.status[0]?.code).toBe('SUCCESS');
    expect(result.order?.items.every((room) => room.reservationRevisionNumber === 2)).toBe(true);
  });
});

// Daniel Okafor looked up room 2 of Liam Chen's London order: that room is all his lookup shows.
describe('cancelling with a lookup of one room of an order', () => {
  const numbers = (result: CancelResult) => result.order?.items.map((room) => [room.basicInformation.confirmationNumber, room.status]);

  it('cancels the room, answers with that room alone, and leaves the other room booked', async () => {
    const result = await calls.cancel([N.liamLondonRoom2], 1, await calls.grantFor(N.liamLondonRoom2, 'Okafor'));
    expect(result.status[0]?.code).toBe('SUCCESS');
    expect(numbers(result)).toEqual([[N.liamLondonRoom2, 'CANCELLED']]);
    expect(result.order?.totalPricing.value).toBe(0);
    expect((await storedOrder(api.db, N.liamLondonRoom1)).rooms.map((room) => [room.number, room.status])).toEqual([
      [N.liamLondonRoom1, 'CONFIRMED'],
      [N.liamLondonRoom2, 'CANCELLED'],
    ]);
  });

  it('refuses the room it cannot see exactly as a number that is no room of the order, and cancels nothing', async () => {
    const okafor = await calls.grantFor(N.liamLondonRoom2, 'Okafor');
    const before = await storedOrder(api.db, N.liamLondonRoom1);
    const hidden = await calls.cancel([N.liamLondonRoom2, N.liamLondonRoom1], 1, okafor);
    const stranger = await calls.cancel([N.liamLondonRoom2, '99999999'], 1, okafor);
    expect(hidden.status[0]).toMatchObject({ code: 'E_BAD_CONF_NO', httpStatus: 400, messages: { dev: [{ message: `Not a room of this order: ${N.liamLondonRoom1}.` }] } });
    expect(JSON.stringify(hidden).replaceAll(N.liamLondonRoom1, 'N')).toBe(JSON.stringify(stranger).replaceAll('99999999', 'N'));
    expect(numbers(hidden)).toEqual([[N.liamLondonRoom2, 'CONFIRMED']]);
    // Named first, the room names the order: refused as any order the browser may not see.
    expect(await calls.cancel([N.liamLondonRoom1], 1, okafor)).toEqual(await calls.cancel(['99999999'], 1, okafor));
    expect(await storedOrder(api.db, N.liamLondonRoom1)).toEqual(before);
  });

  it('refuses the room it cannot see as a stranger even once that room is cancelled, not as already cancelled', async () => {
    await calls.cancel([N.liamLondonRoom1], 1, liam);
    const result = await calls.cancel([N.liamLondonRoom2, N.liamLondonRoom1], 2, await calls.grantFor(N.liamLondonRoom2, 'Okafor'));
    expect(result.status[0]?.code).toBe('E_BAD_CONF_NO');
  });
});

describe('a cancel that changes nothing', () => {
  it('answers a second cancel of the same room E_ALREADY_CANCELLED, before looking at the revision', async () => {
    await calls.cancel([N.liamNewYorkRoom1], 1, liam);
    const before = await storedOrder(api.db, N.liamNewYorkRoom1);
    for (const revision of [2, 1]) {
      const again = await calls.cancel([N.liamNewYorkRoom1], revision, liam);
      expect(again.status[0]).toMatchObject({ code: 'E_ALREADY_CANCELLED', httpStatus: 409 });
      expect(again.status[0]?.messages.errors).toEqual([{ code: 'E_ALREADY_CANCELLED', message: reservationErrorMessage('E_ALREADY_CANCELLED') }]);
      expect(again.status[0]?.messages.dev[0]).toEqual({ message: `Already cancelled: ${N.liamNewYorkRoom1}.`, field: 'confirmationNumbers' });
    }
    expect(await storedOrder(api.db, N.liamNewYorkRoom1)).toEqual(before);
  });

  it('answers a stale revision STALE_REVISION, with the order as it stands and every row as it was', async () => {
    await calls.cancel([N.liamNewYorkRoom1], 1, liam);
    const before = await storedOrder(api.db, N.liamNewYorkRoom2);
    const stale = await calls.cancel([N.liamNewYorkRoom2], 1, liam);
    expect(stale.status[0]).toMatchObject({ code: 'STALE_REVISION', httpStatus: 409 });
    expect(stale.status[0]?.messages.errors[0]?.message).toBe(reservationErrorMessage('STALE_REVISION'));
    expect(stale.status[0]?.messages.dev[0]?.field).toBe('orderRevisionNumber');
    expect(stale.order?.orderRevisionNumber).toBe(2);
    expect(stale.order?.items[1]?.status).toBe('CONFIRMED');
    expect(await storedOrder(api.db, N.liamNewYorkRoom2)).toEqual(before);
  });

  it('applies exactly one of two cancels sent at once quoting the same revision', async () => {
    const results = await Promise.all([calls.cancel([N.liamNewYorkRoom1], 1, liam), calls.cancel([N.liamNewYorkRoom2], 1, liam)]);
    expect(results.map((result) => result.status[0]?.code).sort()).toEqual(['STALE_REVISION', 'SUCCESS']);
    const stored = await storedOrder(api.db, N.liamNewYorkRoom1);
    expect(stored.revision).toBe(2);
    expect(stored.rooms.filter((room) => room.status === 'CANCELLED')).toHaveLength(1);
  });

  it.each([
    ['in house', () => N.liamInHouse],
    ['stayed', () => N.liamPast],
  ])('refuses a room whose guest is %s with E_MOD_DISALLOW', async (_case, number) => {
    const before = await storedOrder(api.db, number());
    const result = await calls.cancel([number()], 1, liam);
    expect(result.status[0]).toMatchObject({ code: 'E_MOD_DISALLOW', httpStatus: 422 });
    expect(result.status[0]?.messages.errors[0]?.message).toBe(reservationErrorMessage('E_MOD_DISALLOW'));
    expect(await storedOrder(api.db, number())).toEqual(before);
  });

  it('refuses rooms of two orders, and a number that is no room of the order, with E_BAD_CONF_NO', async () => {
    const before = await storedOrder(api.db, N.liamNewYorkRoom1);
    const twoOrders = await calls.cancel([N.liamNewYorkRoom1, N.liamLondonRoom1], 1, liam);
    expect(twoOrders.status[0]).toMatchObject({ code: 'E_BAD_CONF_NO', httpStatus: 400, messages: { dev: [{ message: `Not a room of this order: ${N.liamLondonRoom1}.` }] } });
    expect(twoOrders.order?.items[0]?.basicInformation.confirmationNumber).toBe(N.liamNewYorkRoom1);
    expect((await calls.cancel([N.liamNewYorkRoom1, '12345', 'not a number'], 1, liam)).status[0]?.code).toBe('E_BAD_CONF_NO');
    expect(await storedOrder(api.db, N.liamNewYorkRoom1)).toEqual(before);
  });

  it('refuses an empty list, and more rooms than an order holds, with E_BAD_CONF_NO', async () => {
    expect(await calls.cancel([], 1, liam)).toMatchObject({ status: [{ code: 'E_BAD_CONF_NO', httpStatus: 400 }], order: null });
    const many = [N.liamNewYorkRoom1, ...Array.from({ length: 20 }, (_, index) => String(50_000_000 + index))];
    expect((await calls.cancel(many, 1, liam)).status[0]?.code).toBe('E_BAD_CONF_NO');
  });

  it('leaves a cancellation that would be charged to the member or the booking’s browser: a lookup is refused and nothing changes', async () => {
    const { rows } = await api.db.query<{ until: Date }>('select free_cancellation_until as until from reservations where confirmation_number = $1', [N.liamNewYorkRoom1]);
    clock.now = new Date(rows[0]!.until.getTime() + 60_000);
    const before = await storedOrder(api.db, N.liamNewYorkRoom1);
    const refused = await calls.cancel([N.liamNewYorkRoom1], 1, await calls.grantFor(N.liamNewYorkRoom1, 'Chen'));
    expect(refused.status[0]).toMatchObject({ code: 'E_MOD_DISALLOW', messages: { dev: [{ field: 'confirmationNumbers' }] } });
    expect(refused.status[0]?.messages.dev[0]?.message).toContain('sign in to the Portico Rewards account that booked it');
    expect(await storedOrder(api.db, N.liamNewYorkRoom1)).toEqual(before);
    const charged = await calls.cancel([N.liamNewYorkRoom1], 1, await calls.sessionOf('liam.chen@example.com'));
    expect(charged.status[0]?.code).toBe('SUCCESS');
    expect(charged.order?.items[0]?.cancellation?.charge.value).toBeGreaterThan(0);
  });

  it('refuses a browser that may not see the order with RESERVATION_NOT_PERMITTED and no order, as for a number nobody holds', async () => {
    const ava = await calls.sessionOf('ava.morgan@example.com');
    for (const [numbers, cookie] of [
      [[N.liamNewYorkRoom1], undefined],
      [[N.liamNewYorkRoom1], ava],
      [['99999999'], liam],
      [['<script>'], liam],
    ] as const) {
      const result = await calls.cancel([...numbers], 1, cookie);
      expect(result).toEqual({
        status: [
          {
            code: 'RESERVATION_NOT_PERMITTED',
            httpStatus: 403,
            messages: { dev: [], errors: [{ code: 'RESERVATION_NOT_PERMITTED', message: reservationErrorMessage('RESERVATION_NOT_PERMITTED') }] },
          },
        ],
        order: null,
      });
    }
    expect((await storedOrder(api.db, N.liamNewYorkRoom1)).revision).toBe(1);
  });
});
