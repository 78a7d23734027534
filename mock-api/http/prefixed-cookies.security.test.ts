import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom } from '../testing/booking-calls';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { reservationCalls, startReservationTestApi } from '../testing/reservation-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let seedDay: string;
let auth: ReturnType<typeof authCalls>;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi({ config: { secureCookies: true } }));
  auth = authCalls(api);
});
afterAll(() => api.close());

const SESSION = '__Host-portico_session';

describe('over HTTPS on one host name, the cookies that carry a session', () => {
  it('take the __Host- prefix, with Secure, Path=/ and no Domain, and are never also set unprefixed', async () => {
    const lines = (await auth.signInAsAva()).headers.getSetCookie();
    const session = lines.find((line) => line.startsWith(`${SESSION}=`));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).not.toMatch(/Domain=/i);
    expect(lines.filter((line) => line.startsWith('portico_'))).toEqual([]);
  });

  it('sign the member in under the prefixed name only: the same token unprefixed, as a sibling subdomain could plant it, is ignored', async () => {
    const token = cookieValue(await auth.signInAsAva(), SESSION)!;
    expect((await auth.userDetails(`${SESSION}=${token}`)).status).toBe('SUCCESS');
    expect((await auth.userDetails(`portico_session=${token}`)).status).toBe('FAILURE');
  });

  it('are cleared under the prefixed name at sign-out', async () => {
    const cookie = `${SESSION}=${cookieValue(await auth.signInAsAva(), SESSION)!}`;
    const signOut = await auth.signOut(cookie);
    expect(signOut.headers.getSetCookie().join()).toMatch(/__Host-portico_session=;/);
    expect((await auth.userDetails(cookie)).status).toBe('FAILURE');
  });

  it('include the booking session, which a cart created over HTTPS then answers to by its prefixed name', async () => {
    const calls = bookingCalls(api);
    const jar = cookieJar();
    const created = await calls.createCart({ search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, jar);
    expect(created.setCookies.map((line) => line.split('=')[0])).toEqual(['__Host-portico_booking_session']);
    expect((await calls.cart(created.data!.createCart.id, jar)).data?.cart?.id).toBe(created.data!.createCart.id);
    const unprefixed = cookieJar(`portico_booking_session=${jar.get('__Host-portico_booking_session')}`);
    expect((await calls.cart(created.data!.createCart.id, unprefixed)).data?.cart).toBeFalsy();
  });

  it('include the lookup grant', async () => {
    const answer = await reservationCalls(api).lookup(N.visitorBooking, 'Brown');
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['__Host-portico_lookup_grant']);
  });
});

describe('over HTTPS on two subdomains sharing COOKIE_DOMAIN', () => {
  it('the cookies name that domain and take the __Secure- prefix, which allows one; the unprefixed name is ignored, the __Host- one read', async () => {
    const shared = await startTestApi({ config: { secureCookies: true, cookieDomain: 'portico.example' } });
    try {
      const calls = authCalls(shared);
      const lines = (await calls.signInAsAva()).headers.getSetCookie();
      const session = lines.find((line) => line.startsWith('__Secure-portico_session='));
      expect(session).toMatch(/; Domain=portico\.example/);
      expect(session).toMatch(/; Secure/);
      const token = session!.split(';')[0]!.split('=')[1];
      expect((await calls.userDetails(`__Secure-portico_session=${token}`)).status).toBe('SUCCESS');
      expect((await calls.userDetails(`portico_session=${token}`)).status).toBe('FAILURE');
      // The __Host- name is what an overlay framed on another site carries (a partitioned cookie): only this
      // very host can have set one, so it is read too; a sibling subdomain can plant neither.
      expect((await calls.userDetails(`${SESSION}=${token}`)).status).toBe('SUCCESS');
    } finally {
      await shared.close();
    }
  });
});
