import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { authApiPaths, hostPaths } from '../../shared/domain/paths';
import { LOOKUP_GRANT_MINUTES } from '../../shared/domain/reservation-lookup-api';
import { SESSION_IDLE_MS } from '../auth/sessions';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let clock: TestClock;

beforeEach(async () => {
  ({ api, calls, clock } = await startReservationTestApi({ withStandInApps: true }));
});
afterEach(() => api.close());

const LOOKUP = '/reservation/lookupReservation.mi?fromOverlay=true';
const EXPIRED = '/reservation/expiredSession.mi';
const ERROR_PAGE = '/reservation/800Page.mi';

/** A full page load on the host origin, as a browser's address bar makes it; redirects are not followed. */
async function load(path: string, cookie?: string) {
  const response = await fetch(`${api.hostUrl}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, location: response.headers.get('location'), cacheControl: response.headers.get('cache-control'), isHostPage: body.includes('<title>Host</title>') };
}

const PAGES = [
  ['upcoming reservation', hostPaths.upcomingReservation],
  ['cancellation confirmation', hostPaths.confirmReservationCancellation],
  ['booking confirmation', bookingPaths.confirmation],
  ['join and save', bookingPaths.joinAndSaveReservation],
  ['save to my trips', bookingPaths.saveToMyTrips],
] as const;

describe.each(PAGES)('the %s page', (_name, pagePath) => {
  const href = (confirmationNumber: string) => pagePath.getHref(confirmationNumber);

  it.each([
    ['no confirmation number', pagePath.path],
    ['an empty one', `${pagePath.path}?confirmationNumber=`],
    ['letters', `${pagePath.path}?confirmationNumber=abc`],
    ['12 digits', `${pagePath.path}?confirmationNumber=123456789012`],
    ['two of them', `${pagePath.path}?confirmationNumber=71234567&confirmationNumber=82345671`],
  ])('sends a load with %s to the error page with 307', async (_case, path) => {
    expect(await load(path, await calls.sessionOf('ava.morgan@example.com'))).toMatchObject({ status: 307, location: ERROR_PAGE, cacheControl: 'no-store' });
  });

  it('serves the page to the member who booked it', async () => {
    expect(await load(href(N.avaUpcoming), await calls.sessionOf('ava.morgan@example.com'))).toMatchObject({ status: 200, isHostPage: true });
  });

  it('serves the page to a browser that looked the order up as its primary guest, for any room of it', async () => {
    const grant = await calls.grantFor(N.liamLondonRoom2, 'Chen');
    expect(await load(href(N.liamLondonRoom2), grant)).toMatchObject({ status: 200, isHostPage: true });
    expect(await load(href(N.liamLondonRoom1), grant)).toMatchObject({ status: 200, isHostPage: true });
  });

  it('serves a guest who looked up one room that room’s page, and sends it to the lookup form for another room of the order', async () => {
    const grant = await calls.grantFor(N.liamLondonRoom2, 'Okafor');
    expect(await load(href(N.liamLondonRoom2), grant)).toMatchObject({ status: 200, isHostPage: true });
    expect(await load(href(N.liamLondonRoom1), grant)).toEqual({ status: 302, location: LOOKUP, cacheControl: 'no-store', isHostPage: false });
  });

  it('sends a guest whose lookup of one room ran out to the expired-session page for that room, and to the lookup form for another', async () => {
    const grant = await calls.grantFor(N.liamLondonRoom2, 'Okafor');
    clock.now = new Date(clock.now.getTime() + LOOKUP_GRANT_MINUTES * 60_000 + 1000);
    expect(await load(href(N.liamLondonRoom2), grant)).toMatchObject({ status: 302, location: EXPIRED });
    expect(await load(href(N.liamLondonRoom1), grant)).toMatchObject({ status: 302, location: LOOKUP });
  });

  it('judges each room by its own grant: the room renewed alone is served, the rest of the order has expired', async () => {
    const whole = await calls.grantFor(N.liamLondonRoom2, 'Chen');
    clock.now = new Date(clock.now.getTime() + 20 * 60_000);
    const renewed = await calls.grantFor(N.liamLondonRoom2, 'Okafor', whole);
    clock.now = new Date(clock.now.getTime() + 15 * 60_000);
    expect(await load(href(N.liamLondonRoom2), renewed)).toMatchObject({ status: 200, isHostPage: true });
    expect(await load(href(N.liamLondonRoom1), renewed)).toMatchObject({ status: 302, location: EXPIRED });
  });

  it('sends a visitor, another member, and a number nobody holds to the lookup form with the same 302', async () => {
    const answers = [
      await load(href(N.avaUpcoming)),
      await load(href(N.avaUpcoming), await calls.sessionOf('liam.chen@example.com')),
      await load(href('99999999')),
      await load(href('99999999'), await calls.grantFor(N.avaUpcoming, 'Morgan')),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 302, location: LOOKUP, cacheControl: 'no-store', isHostPage: false });
  });

  it('sends a browser whose lookup ran out to the expired-session page', async () => {
    const grant = await calls.grantFor(N.avaUpcoming, 'Morgan');
    clock.now = new Date(clock.now.getTime() + LOOKUP_GRANT_MINUTES * 60_000 + 1000);
    expect(await load(href(N.avaUpcoming), grant)).toMatchObject({ status: 302, location: EXPIRED });
    // Its lookup of this order, not of another one, decides.
    expect(await load(href(N.liamInHouse), grant)).toMatchObject({ status: 302, location: LOOKUP });
  });

  it('sends the member who booked it, once the session timed out, to the expired-session page, even after it was ended for that', async () => {
    const ava = await calls.sessionOf('ava.morgan@example.com');
    clock.now = new Date(clock.now.getTime() + SESSION_IDLE_MS + 1000);
    expect(await load(href(N.avaUpcoming), ava)).toMatchObject({ status: 302, location: EXPIRED });
    await fetch(`${api.hostUrl}${authApiPaths.userDetails}`, { headers: { cookie: ava } });
    expect(await load(href(N.avaUpcoming), ava)).toMatchObject({ status: 302, location: EXPIRED });
  });

  it('tells only the member who booked it that a session expired, and not one who signed out', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    const ava = await calls.sessionOf('ava.morgan@example.com');
    await fetch(`${api.hostUrl}${authApiPaths.signOut}`, { method: 'POST', headers: { cookie: ava } });
    clock.now = new Date(clock.now.getTime() + SESSION_IDLE_MS + 1000);
    expect(await load(href(N.avaUpcoming), liam)).toMatchObject({ status: 302, location: LOOKUP });
    expect(await load(href(N.avaUpcoming), ava)).toMatchObject({ status: 302, location: LOOKUP });
  });
});

describe('the my trips page', () => {
  it('serves a signed-in member', async () => {
    expect(await load(hostPaths.myTrips.path, await calls.sessionOf('liam.chen@example.com'))).toMatchObject({ status: 200, isHostPage: true });
  });

  it('sends a visitor, and a member whose session ran out, to sign in and come back', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    expect(await load(hostPaths.myTrips.path)).toEqual({
      status: 302,
      location: '/sign-in.mi?returnTo=/loyalty/findReservationList.mi',
      cacheControl: 'no-store',
      isHostPage: false,
    });
    expect(await load(`${hostPaths.myTrips.path}?tripId=82345671`, await calls.grantFor(N.avaUpcoming, 'Morgan'))).toMatchObject({ status: 302 });
    clock.now = new Date(clock.now.getTime() + SESSION_IDLE_MS + 1000);
    expect(await load(hostPaths.myTrips.path, liam)).toMatchObject({ status: 302, location: '/sign-in.mi?returnTo=/loyalty/findReservationList.mi' });
  });
});
