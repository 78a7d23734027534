import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApiPaths, type UserPrefilledDataResponse } from '../../../shared/domain/account-api';
import { orderCalls } from '../../booking/orders/testing/order-calls';
import { cookieJar, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { guestForm } from '../../testing/guest-info-calls';
import { startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let seedDay: string;
let clock: Awaited<ReturnType<typeof startReservationTestApi>>['clock'];

beforeAll(async () => {
  ({ api, seedDay, clock } = await startReservationTestApi());
});
afterAll(() => api.close());

async function prefillOf(jar: CookieJar): Promise<UserPrefilledDataResponse['prefill']> {
  const cookie = jar.header();
  const response = await fetch(`${api.hostUrl}${accountApiPaths.userPrefilledData}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as UserPrefilledDataResponse).prefill;
}

async function bookAsVisitor(jar: CookieJar, email: string, days: number) {
  const orders = orderCalls(api);
  const selection = { search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' };
  const answer = await orders.bookNow(await orders.prepare(jar, selection, { guest: { guest: { ...guestForm('', 0).guest, email } } }), jar);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

describe('userPrefilledData', () => {
  it('gives the browser that booked without an account the name, e-mail and address of its latest booking', async () => {
    const booker = cookieJar();
    expect(await prefillOf(booker)).toBeNull();
    await bookAsVisitor(booker, 'first.stay@example.com', 60);
    await bookAsVisitor(booker, 'second.stay@example.com', 64);
    expect(await prefillOf(booker)).toEqual({
      givenName: 'Olivia',
      surname: 'Brown',
      email: 'second.stay@example.com',
      address: { countryCode: 'US', line1: '1 Main Street', line2: null, city: 'Chicago', stateProvinceCode: 'IL', postalCode: '60601' },
    });
    // Any other browser knows nothing of it.
    expect(await prefillOf(cookieJar())).toBeNull();
  });

  it('gives nothing once the booking session has ended', async () => {
    const booker = cookieJar();
    await bookAsVisitor(booker, 'idle.guest@example.com', 68);
    clock.now = new Date(clock.now.getTime() + 24 * 60 * 60_000);
    expect(await prefillOf(booker)).toBeNull();
  });
});
