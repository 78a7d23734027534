import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { authApiPaths } from '../../../shared/domain/paths';
import { orderCalls } from '../../booking/orders/testing/order-calls';
import { DEMO_PASSWORD } from '../../seed/fixtures';
import { FIXTURE_CONFIRMATION_NUMBERS as NUMBERS } from '../../seed/reservation-fixtures';
import { accountCalls, codeOf } from '../../testing/account-calls';
import { authCalls, cookieValue, statusAndCode } from '../../testing/auth-calls';
import { cookieJar, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { guestForm } from '../../testing/guest-info-calls';
import { startReservationTestApi, type reservationCalls } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

const LIAM = 'liam.chen@example.com';
const NOAH = 'noah.patel@example.com';

let api: TestApi;
let seedDay: string;
let calls: ReturnType<typeof reservationCalls>;
let orders: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  ({ api, calls, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
});
afterAll(() => api.close());

/** A visitor's booking for Olivia Brown made with `email` in the browser `jar`; its first room's number. */
async function visitorBooking(jar: CookieJar, email: string, days: number): Promise<string> {
  const selection = { search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' };
  const answer = await orders.bookNow(await orders.prepare(jar, selection, { guest: { guest: { ...guestForm('', 0).guest, email } } }), jar);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
}

/** The trip-linked sign-in as the overlay makes it, from the browser `jar`. */
async function signInAndLink(jar: CookieJar, userId: string, tripId: string | undefined) {
  const { encrypt } = authCalls(api);
  const fields: Record<string, string> = { userId, password: await encrypt(DEMO_PASSWORD), rememberMe: 'false', returnUrl: '/' };
  if (tripId !== undefined) fields['tripDetails.tripId'] = tripId;
  const cookie = jar.header();
  return fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentialsAndLink}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

async function memberOfTrip(confirmationNumber: string): Promise<string | null> {
  const { rows } = await api.db.query<{ memberNumber: string | null }>(
    `select m.member_number as "memberNumber" from reservations r join orders o on o.id = r.order_id left join members m on m.id = o.member_id
      where r.confirmation_number = $1`,
    [confirmationNumber],
  );
  return rows[0]!.memberNumber;
}

describe('trip-linked sign-in (loginWithCredentialsAndLink)', () => {
  it('adds the booking this browser made with the member’s e-mail to their trips as they sign in, and says so', async () => {
    const booker = cookieJar();
    const number = await visitorBooking(booker, LIAM, 50);
    const response = await signInAndLink(booker, LIAM, number);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SignInSuccessResponse).tripLink).toEqual({ tripId: number, isLinked: true });
    expect(await memberOfTrip(number)).toBe('100000002');
    // The booking session carried on under a new token, as at every sign-in.
    expect(cookieValue(response, 'portico_booking_session')).toBeTruthy();
    // Signing in again with the same trip finds it already theirs.
    const again = await signInAndLink(cookieJar(), LIAM, number);
    expect(((await again.json()) as SignInSuccessResponse).tripLink).toEqual({ tripId: number, isLinked: true });
  });

  it('signs the member in but links nothing this browser cannot see whole, nor a booking made with another e-mail, nor another member’s', async () => {
    const booker = cookieJar();
    const number = await visitorBooking(booker, 'someone.else@example.com', 52);
    const looker = cookieJar(await calls.grantFor(number, 'Brown'));
    for (const [jar, tripId] of [
      [cookieJar(), number],
      [looker, number],
      [booker, number],
      [cookieJar(), NUMBERS.avaUpcoming],
      [cookieJar(), '99999999999'],
    ] as const) {
      const response = await signInAndLink(jar, LIAM, tripId);
      expect(response.status).toBe(200);
      expect(cookieValue(response, 'portico_session')).toBeTruthy();
      expect(((await response.json()) as SignInSuccessResponse).tripLink).toEqual({ tripId, isLinked: false });
    }
    expect(await memberOfTrip(number)).toBeNull();
    expect(await memberOfTrip(NUMBERS.avaUpcoming)).toBe('100000001');
  });

  it('refuses a link sign-in without a trip, or with one that is not a confirmation number, before any password is checked', async () => {
    for (const tripId of [undefined, '', 'ABC123', '123456789012']) {
      const response = await signInAndLink(cookieJar(), LIAM, tripId);
      const [status, code] = await statusAndCode(response.clone());
      expect([status, code]).toEqual([400, 'UNPROCESSABLE_ENTITY']);
      expect(((await response.json()) as { message: string }).message).toContain('tripDetails.tripId');
    }
  });

  it('keeps the trip of a member with two-step verification until the code, then links it', async () => {
    const booker = cookieJar();
    const number = await visitorBooking(booker, NOAH, 54);
    const passwordStep = await signInAndLink(booker, NOAH, number);
    expect(((await passwordStep.json()) as SignInSuccessResponse).tripLink).toBeNull();
    expect(await memberOfTrip(number)).toBeNull();
    booker.take(passwordStep);

    const account = accountCalls(api);
    expect((await account.generateCode(booker.header()!)).status).toBe(200);
    const mail = await vi.waitFor(
      async () => {
        const codeMail = (await account.inbox(NOAH)).find((message) => message.subject === 'Your Portico sign-in code');
        if (!codeMail) throw new Error('no sign-in code yet');
        return codeMail;
      },
      { timeout: 10_000, interval: 25 },
    );
    const verified = await account.verifyCode(booker.header()!, codeOf(mail));
    expect(await verified.json()).toEqual({ status: 'SUCCESS', nextStateURI: '/', tripLink: { tripId: number, isLinked: true } });
    expect(await memberOfTrip(number)).toBe('100000004');
  });
});
