import { parseDateTime, toZoned } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom } from '../testing/booking-calls';
import { modifyCalls } from '../testing/modify-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { bookingFootprint, orderCalls } from './orders/testing/order-calls';

let api: TestApi;
let clock: TestClock;
let seedDay: string;

beforeAll(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
});
afterAll(() => api.close());

/** The instant it is `time` on `day` on the hotel's own clock. */
const atHotel = (day: string, time: string, timeZone: string) => toZoned(parseDateTime(`${day}T${time}`), timeZone).toDate();
const NEW_YORK = 'America/New_York';
const BANGKOK = 'Asia/Bangkok';

const pastArrival = { code: 'BAD_USER_INPUT', field: 'checkInDate' };
const createCart = (search: ReturnType<typeof searchFrom>, roomTypeCode = 'GKNG') =>
  bookingCalls(api).createCart({ search, roomTypeCode, ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, cookieJar());

describe('a stay whose arrival day has ended at the hotel', () => {
  it('is not put in a cart, whatever day it is in UTC', async () => {
    const today = addDays(seedDay, 2);
    // 15:54 in New York is 20:54 UTC: yesterday's arrival has passed there, though UTC has the same day.
    clock.now = atHotel(today, '15:54', NEW_YORK);
    expect((await createCart(searchFrom(seedDay, 1, 1))).errors?.[0]?.extensions).toMatchObject(pastArrival);
    expect((await createCart(searchFrom(seedDay, 2, 1))).errors).toBeUndefined();
    // 03:54 in Bangkok is still the day before in UTC: the UTC day's arrival has passed in Bangkok.
    clock.now = atHotel(addDays(today, 1), '03:54', BANGKOK);
    expect((await createCart(searchFrom(seedDay, 2, 1, { propertyId: 'BKKRV' }))).errors?.[0]?.extensions).toMatchObject(pastArrival);
    expect((await createCart(searchFrom(seedDay, 3, 1, { propertyId: 'BKKRV' }))).errors).toBeUndefined();
  });

  it('keeps tonight’s cart until the hotel’s midnight, then neither holds it longer nor books it', async () => {
    const orders = orderCalls(api);
    const tonight = addDays(seedDay, 5);
    clock.now = atHotel(tonight, '23:50', NEW_YORK);
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, { search: searchFrom(seedDay, 5, 1), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });
    const before = await bookingFootprint(api);
    clock.now = atHotel(addDays(tonight, 1), '00:01', NEW_YORK);
    expect((await bookingCalls(api).extendCart(prepared.cartId, prepared.revisionNumber, jar)).errors?.[0]?.extensions).toMatchObject(pastArrival);
    const booked = await orders.bookNow(prepared, jar);
    expect(booked.errors?.[0]?.extensions).toMatchObject(pastArrival);
    expect(await bookingFootprint(api)).toEqual(before);
  });

  it('is not a change’s new arrival, nor a stay that may still be changed or upgraded', async () => {
    const orders = orderCalls(api);
    const manage = modifyCalls(api);
    const calls = reservationCalls(api);
    const arrival = addDays(seedDay, 8);
    clock.now = atHotel(addDays(arrival, -2), '12:00', BANGKOK);
    const liam = cookieJar(await calls.sessionOf('liam.chen@example.com'));
    const booked = await orders.bookNow(await orders.prepare(liam, { search: searchFrom(seedDay, 8, 2, { propertyId: 'BKKRV' }), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }), liam);
    expect(booked.errors).toBeUndefined();
    const order = booked.data!.createOrder.order;
    const confirmationNumber = order.items[0]!.basicInformation.confirmationNumber;

    // 01:00 on the day after arrival in Bangkok: UTC still has the arrival day, the hotel does not.
    clock.now = atHotel(addDays(arrival, 1), '01:00', BANGKOK);
    const member = await calls.sessionOf('liam.chen@example.com');
    const upgrade = await manage.upgrade({ confirmationNumber, orderRevisionNumber: 1, roomTypeCode: 'STES', payment: 'CASH' }, member);
    expect(upgrade.status[0]).toMatchObject({ code: 'E_MOD_DISALLOW' });
    expect(JSON.stringify(upgrade.status[0])).toContain('has begun or ended');

    // A change of a room not yet begun, to an arrival the hotel's clock has passed.
    const newYork = '82345681';
    clock.now = atHotel(addDays(seedDay, 4), '15:54', NEW_YORK);
    const moved = await manage.update(
      { confirmationNumber: newYork, propertyId: 'NYCTS', checkInDate: addDays(seedDay, 3), checkOutDate: addDays(seedDay, 5), numAdultsPerRoom: 1, orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' },
      await calls.sessionOf('liam.chen@example.com'),
    );
    expect(moved.status[0]).toMatchObject({ code: 'E_ARRIVAL_FORMAT', messages: { dev: [{ field: 'checkInDate' }] } });
  });
});
