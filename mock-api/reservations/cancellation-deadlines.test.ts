import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { type OrderResult, reservationCalls, seedingDayNoon, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

// What a cancel costs turns on the clock: the date guard (vitest.config.ts) runs this file again at
// instants around midnight, the hotels' cutoffs and a DST change.
let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let clock: TestClock;
let seedDay: string;

beforeEach(async () => {
  ({ api, calls, clock, seedDay } = await startReservationTestApi());
});
afterEach(() => api.close());

// Liam's New York room 2: two nights from 21 days after seeding, free to cancel until two days before.
const ROOM = N.liamNewYorkRoom2;

async function roomPolicy() {
  const order = (await calls.order(ROOM, await calls.sessionOf('liam.chen@example.com'))).data?.reservationOrder as OrderResult;
  return order.items[1]!.cancellationPolicy;
}

async function cancelAt(instant: Date) {
  clock.now = instant;
  const result = await calls.cancel([ROOM], 1, await calls.sessionOf('liam.chen@example.com'));
  return { code: result.status[0]?.code, charge: result.order?.items[1]?.cancellation?.charge ?? null };
}

describe('the free cancellation deadline', () => {
  it('cancels free up to the last millisecond before the deadline the guest was shown', async () => {
    const { freeCancellationUntil } = await roomPolicy();
    const deadline = new Date(freeCancellationUntil!);
    expect(await cancelAt(new Date(deadline.getTime() - 1))).toEqual({ code: 'SUCCESS', charge: { value: 0, valueDecimalPoint: 2, currency: 'USD' } });
  });

  it('charges the rate’s late charge from the deadline on', async () => {
    const { freeCancellationUntil, lateCancellationCharge } = await roomPolicy();
    expect(lateCancellationCharge).toMatchObject({ value: 47900, currency: 'USD' });
    expect(await cancelAt(new Date(freeCancellationUntil!))).toEqual({ code: 'SUCCESS', charge: { value: 47900, valueDecimalPoint: 2, currency: 'USD' } });
  });

  it('refuses a room whose arrival day has passed without the guest, even quoting a stale revision', async () => {
    clock.now = seedingDayNoon(seedDay, 22);
    expect((await calls.cancel([ROOM], 7, await calls.sessionOf('liam.chen@example.com'))).status[0]?.code).toBe('E_MOD_DISALLOW');
  });
});
