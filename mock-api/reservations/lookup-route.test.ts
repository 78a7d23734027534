import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservationErrorMessage } from '../../shared/i18n/refusals-in-english';
import { LOOKUP_GRANT_MINUTES, LOOKUPS_PER_MINUTE, type ReservationLookupResponse } from '../../shared/domain/reservation-lookup-api';
import { LOOKUP_GRANT_COOKIE } from '../auth/cookies';
import { hashToken } from '../auth/sessions';
import { EXPIRED_GRANT_KEPT_MS } from './lookup-grants';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { cookieValue, statusAndCode } from '../testing/auth-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-11-22T10:00:00Z');
  api = await startTestApi({ clock: () => now });
  calls = reservationCalls(api);
});
afterEach(() => api.close());

const grantOf = (response: Response) => `${LOOKUP_GRANT_COOKIE}=${cookieValue(response, LOOKUP_GRANT_COOKIE)}`;
const grantedNumbers = async (grant: string) => {
  const token = grant.slice(LOOKUP_GRANT_COOKIE.length + 1);
  const { rows } = await api.db.query<{ number: string }>(
    'select confirmation_number as number from reservation_lookup_grants where token_hash = $1 order by confirmation_number',
    [hashToken(token)],
  );
  return rows.map((row) => row.number);
};
const orderNumbers = async (confirmationNumber: string, cookie?: string) => {
  const body = await calls.order(confirmationNumber, cookie, 'items { basicInformation { confirmationNumber } }');
  const order = body.data?.reservationOrder as { items: { basicInformation: { confirmationNumber: string } }[] } | null;
  return order?.items.map((item) => item.basicInformation.confirmationNumber) ?? null;
};

describe('a lookup that matches', () => {
  it('answers where to go next and grants the browser sight of the order, on both origins', async () => {
    for (const base of [api.overlayUrl, api.hostUrl]) {
      const response = await calls.lookup(N.avaUpcoming, 'Morgan', { base });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        confirmationNumber: N.avaUpcoming,
        nextStateURI: '/reservation/upcomingReservation.mi?confirmationNumber=71234567',
        isRedirect: true,
      } satisfies ReservationLookupResponse);
      expect(await orderNumbers(N.avaUpcoming, grantOf(response))).toEqual([N.avaUpcoming]);
    }
  });

  it('sets the grant as an httpOnly, SameSite=Lax, site-wide cookie that lasts as long as the browser', async () => {
    const response = await calls.lookup(N.avaUpcoming, 'Morgan');
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${LOOKUP_GRANT_COOKIE}=`))!;
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    expect(Buffer.from(cookieValue(response, LOOKUP_GRANT_COOKIE)!, 'base64url')).toHaveLength(32);
  });

  it('matches the last name trimmed and in any case, and the number trimmed', async () => {
    expect((await calls.lookup(` ${N.avaUpcoming} `, '  mORGAN ')).status).toBe(200);
  });

  it('matches letters outside ASCII in any case', async () => {
    await api.db.query(`update reservation_guests set surname = 'Müller' where confirmation_number = $1 and position = 2`, [N.liamLondonRoom2]);
    expect((await calls.lookup(N.liamLondonRoom2, 'MÜLLER')).status).toBe(200);
  });

  it('matches any guest on the room, and the order’s primary guest for any of its rooms', async () => {
    expect((await calls.lookup(N.liamLondonRoom2, 'Okafor')).status).toBe(200);
    expect((await calls.lookup(N.liamLondonRoom2, 'Chen')).status).toBe(200);
    expect((await calls.lookup(N.liamLondonRoom1, 'Chen')).status).toBe(200);
    // Room 2's guests are not on room 1, and none of them is the order's primary guest.
    expect((await calls.lookup(N.liamLondonRoom1, 'Okafor')).status).toBe(404);
  });

  it('records a grant of the room alone for a guest on it, and of every room for the order’s primary guest', async () => {
    expect(await grantedNumbers(grantOf(await calls.lookup(N.liamLondonRoom2, 'Okafor')))).toEqual([N.liamLondonRoom2]);
    expect(await grantedNumbers(grantOf(await calls.lookup(N.liamLondonRoom2, ' cHEN ')))).toEqual([N.liamLondonRoom1, N.liamLondonRoom2]);
    expect(await grantedNumbers(grantOf(await calls.lookup(N.liamLondonRoom1, 'Chen')))).toEqual([N.liamLondonRoom1, N.liamLondonRoom2]);
    // Mei Chen of room 2 shares the primary guest's surname: the name cannot tell them apart, so the order.
    expect(await grantedNumbers(grantOf(await calls.lookup(N.liamNewYorkRoom2, 'Chen')))).toEqual([N.liamNewYorkRoom1, N.liamNewYorkRoom2]);
  });

  it('shows a guest on the room that room alone, and not the order through its other room', async () => {
    const okafor = grantOf(await calls.lookup(N.liamLondonRoom2, ' oKAFOR '));
    expect(await orderNumbers(N.liamLondonRoom2, okafor)).toEqual([N.liamLondonRoom2]);
    expect(await orderNumbers(N.liamLondonRoom1, okafor)).toBeNull();
  });

  it('shows the order’s primary guest every room, whichever room was looked up', async () => {
    for (const lookedUp of [N.liamLondonRoom1, N.liamLondonRoom2]) {
      const chen = grantOf(await calls.lookup(lookedUp, 'Chen'));
      for (const page of [N.liamLondonRoom1, N.liamLondonRoom2]) expect(await orderNumbers(page, chen)).toEqual([N.liamLondonRoom1, N.liamLondonRoom2]);
    }
  });

  it('finds a cancelled reservation and one booked without an account', async () => {
    expect((await calls.lookup(N.avaCancelled, 'Morgan')).status).toBe(200);
    expect((await calls.lookup(N.visitorBooking, 'Brown')).status).toBe(200);
  });

  it('accepts the form encoding too', async () => {
    const response = await calls.lookupRaw(new URLSearchParams({ confirmationNumber: N.avaUpcoming, lastName: 'Morgan' }).toString(), {
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
  });
});

describe('the grant', () => {
  it('lasts 30 minutes from the lookup', async () => {
    const grant = grantOf(await calls.lookup(N.avaUpcoming, 'Morgan'));
    now = new Date(now.getTime() + LOOKUP_GRANT_MINUTES * 60_000 - 1000);
    expect(await orderNumbers(N.avaUpcoming, grant)).toEqual([N.avaUpcoming]);
    now = new Date(now.getTime() + 2000);
    expect(await orderNumbers(N.avaUpcoming, grant)).toBeNull();
  });

  it('gathers every reservation the browser looked up under a new token each time, the old one no longer working', async () => {
    const first = grantOf(await calls.lookup(N.avaUpcoming, 'Morgan'));
    now = new Date(now.getTime() + 10 * 60_000);
    const second = grantOf(await calls.lookup(N.visitorBooking, 'Brown', { cookie: first }));
    expect(second).not.toBe(first);
    expect(await orderNumbers(N.avaUpcoming, second)).toEqual([N.avaUpcoming]);
    expect(await orderNumbers(N.visitorBooking, second)).toEqual([N.visitorBooking]);
    expect(await orderNumbers(N.avaUpcoming, first)).toBeNull();
    // Each reservation keeps its own 30 minutes: the first runs out first.
    now = new Date(now.getTime() + 25 * 60_000);
    expect(await orderNumbers(N.avaUpcoming, second)).toBeNull();
    expect(await orderNumbers(N.visitorBooking, second)).toEqual([N.visitorBooking]);
  });

  it('adds up the rooms of one order looked up in turn by a guest of each', async () => {
    await api.db.query(`update reservation_guests set surname = 'Patel' where confirmation_number = $1 and position = 2`, [N.liamLondonRoom1]);
    const patel = grantOf(await calls.lookup(N.liamLondonRoom1, 'Patel'));
    expect(await orderNumbers(N.liamLondonRoom1, patel)).toEqual([N.liamLondonRoom1]);
    const both = grantOf(await calls.lookup(N.liamLondonRoom2, 'Okafor', { cookie: patel }));
    expect(await orderNumbers(N.liamLondonRoom1, both)).toEqual([N.liamLondonRoom1, N.liamLondonRoom2]);
    expect(await orderNumbers(N.liamLondonRoom2, both)).toEqual([N.liamLondonRoom1, N.liamLondonRoom2]);
  });

  it('adds the primary guest’s lookup to a room guest’s: room 2 by Okafor, then room 1 by Chen, shows both', async () => {
    const okafor = grantOf(await calls.lookup(N.liamLondonRoom2, 'Okafor'));
    const both = grantOf(await calls.lookup(N.liamLondonRoom1, 'Chen', { cookie: okafor }));
    expect(await orderNumbers(N.liamLondonRoom2, both)).toEqual([N.liamLondonRoom1, N.liamLondonRoom2]);
    expect(await orderNumbers(N.liamLondonRoom2, okafor)).toBeNull();
  });

  it('keeps each room’s own 30 minutes: a room renewed alone outlasts the rest of the order', async () => {
    const chen = grantOf(await calls.lookup(N.liamLondonRoom2, 'Chen'));
    now = new Date(now.getTime() + 20 * 60_000);
    const renewed = grantOf(await calls.lookup(N.liamLondonRoom2, 'Okafor', { cookie: chen }));
    now = new Date(now.getTime() + 15 * 60_000);
    expect(await orderNumbers(N.liamLondonRoom2, renewed)).toEqual([N.liamLondonRoom2]);
    expect(await orderNumbers(N.liamLondonRoom1, renewed)).toBeNull();
  });

  it('is renewed by looking the same reservation up again', async () => {
    const first = grantOf(await calls.lookup(N.avaUpcoming, 'Morgan'));
    now = new Date(now.getTime() + 25 * 60_000);
    const renewed = grantOf(await calls.lookup(N.avaUpcoming, 'Morgan', { cookie: first }));
    now = new Date(now.getTime() + 25 * 60_000);
    expect(await orderNumbers(N.avaUpcoming, renewed)).toEqual([N.avaUpcoming]);
  });

  it('runs out in 30 minutes but is kept a day, so a page can still say it expired; then it is swept at the next lookup', async () => {
    const grant = grantOf(await calls.lookup(N.avaUpcoming, 'Morgan'));
    const stored = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from reservation_lookup_grants where confirmation_number = $1', [N.avaUpcoming])).rows[0]?.n;
    now = new Date(now.getTime() + EXPIRED_GRANT_KEPT_MS);
    await calls.lookup(N.visitorBooking, 'Brown');
    expect(await stored()).toBe(1);
    now = new Date(now.getTime() + LOOKUP_GRANT_MINUTES * 60_000 + 1000);
    await calls.lookup(N.visitorBooking, 'Brown');
    expect(await stored()).toBe(0);
    expect(await orderNumbers(N.avaUpcoming, grant)).toBeNull();
  });

  it('is not given for a refused lookup, and a refused lookup leaves the browser’s grants alone', async () => {
    const grant = grantOf(await calls.lookup(N.avaUpcoming, 'Morgan'));
    const refused = await calls.lookup(N.visitorBooking, 'Morgan', { cookie: grant });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await orderNumbers(N.avaUpcoming, grant)).toEqual([N.avaUpcoming]);
  });
});

describe('a lookup that does not match', () => {
  it('answers 404 RESERVATION_NOT_FOUND with the catalogue’s words', async () => {
    const response = await calls.lookup(N.avaUpcoming, 'Chen');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: reservationErrorMessage('RESERVATION_NOT_FOUND'),
      phoenixErrorMessages: { errorMessages: ['RESERVATION_NOT_FOUND'] },
      nextStateURI: null,
      isRedirect: false,
    });
  });

  it('answers an unknown number exactly as a wrong name: status, headers that matter, body', async () => {
    const wrongName = await calls.lookup(N.avaUpcoming, 'Chen');
    const unknown = await calls.lookup('99999999', 'Morgan');
    expect(unknown.status).toBe(wrongName.status);
    expect(unknown.headers.get('content-type')).toBe(wrongName.headers.get('content-type'));
    expect(unknown.headers.getSetCookie()).toEqual(wrongName.headers.getSetCookie());
    expect(await unknown.text()).toBe(await wrongName.text());
  });
});

describe('a lookup the server cannot read', () => {
  it.each([
    ['an empty number', { confirmationNumber: '', lastName: 'Morgan' }, 'INVALID_CONFIRMATION_NUMBER', 'Enter your confirmation number.'],
    ['letters in the number', { confirmationNumber: '7123456A', lastName: 'Morgan' }, 'INVALID_CONFIRMATION_NUMBER', 'A confirmation number is digits only.'],
    ['12 digits', { confirmationNumber: '123456789012', lastName: 'Morgan' }, 'INVALID_CONFIRMATION_NUMBER', 'A confirmation number has at most 11 digits.'],
    ['a number sent as a number', { confirmationNumber: 71234567, lastName: 'Morgan' }, 'INVALID_CONFIRMATION_NUMBER', 'confirmationNumber must be text'],
    ['no number', { lastName: 'Morgan' }, 'INVALID_CONFIRMATION_NUMBER', 'confirmationNumber must be text'],
    ['an empty last name', { confirmationNumber: '71234567', lastName: ' ' }, 'BAD_REQUEST', 'Enter the last name on the reservation.'],
    ['digits as a last name', { confirmationNumber: '71234567', lastName: 'M0rgan' }, 'BAD_REQUEST', 'A last name has letters, spaces, hyphens and apostrophes only.'],
    ['a last name of 61 letters', { confirmationNumber: '71234567', lastName: 'M'.repeat(61) }, 'BAD_REQUEST', 'A last name has at most 60 characters.'],
    ['no last name', { confirmationNumber: '71234567' }, 'BAD_REQUEST', 'lastName must be text'],
    ['a list for a body', ['71234567', 'Morgan'], 'BAD_REQUEST', 'Send confirmationNumber and lastName'],
    ['null for a body', null, 'BAD_REQUEST', 'Send confirmationNumber and lastName'],
  ])('refuses %s with 400 and a clear message', async (_case, body, code, message) => {
    const response = await calls.lookupRaw(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; phoenixErrorMessages: { errorMessages: string[] }; nextStateURI: null; isRedirect: boolean };
    expect(json).toMatchObject({ phoenixErrorMessages: { errorMessages: [code] }, nextStateURI: null, isRedirect: false });
    expect(json.message).toContain(message);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses JSON it cannot parse with 400, in the same shape', async () => {
    const response = await calls.lookupRaw('{"confirmationNumber": "7123', {});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { phoenixErrorMessages: { errorMessages: string[] } }).phoenixErrorMessages.errorMessages).toHaveLength(1);
  });

  it('refuses a body over 2 KB with 413, in the same shape', async () => {
    const [status, code] = await statusAndCode(await calls.lookupRaw({ confirmationNumber: N.avaUpcoming, lastName: 'Morgan', padding: 'x'.repeat(4096) }));
    expect([status, code]).toEqual([413, 'FST_ERR_CTP_BODY_TOO_LARGE']);
  });

  it.each(['text/plain', 'application/xml', 'multipart/form-data; boundary=x'])('refuses %s with 415, in the same shape', async (contentType) => {
    const response = await calls.lookupRaw('confirmationNumber=71234567&lastName=Morgan', { contentType });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(10);
  });

  it('refuses a lookup posted from another site’s page', async () => {
    const response = await fetch(`${api.overlayUrl}/mi/phoenix-reservation/v1/submitReservationLookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ confirmationNumber: N.avaUpcoming, lastName: 'Morgan' }),
    });
    expect(await statusAndCode(response)).toEqual([403, 'CROSS_SITE_REQUEST']);
  });
});

describe('per-client rate limit on lookups', () => {
  it(`answers 429 LOOKUP_RATE_LIMITED after ${LOOKUPS_PER_MINUTE} a minute, counting both origins, even for a match`, async () => {
    const limited = await startTestApi({ config: { reservationLookupRateLimitPerMinute: LOOKUPS_PER_MINUTE } });
    try {
      const limitedCalls = reservationCalls(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LOOKUPS_PER_MINUTE; attempt += 1) {
        const base = attempt % 2 === 0 ? limited.overlayUrl : limited.hostUrl;
        statuses.push((await limitedCalls.lookup(String(10_000_000 + attempt), 'Guess', { base })).status);
      }
      expect(statuses).toEqual(Array(LOOKUPS_PER_MINUTE).fill(404));
      const refused = await limitedCalls.lookup(N.avaUpcoming, 'Morgan', { base: limited.hostUrl });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await refused.json()) as { message: string; phoenixErrorMessages: { errorMessages: string[] }; isRedirect: boolean };
      expect(body.phoenixErrorMessages.errorMessages).toEqual(['LOOKUP_RATE_LIMITED']);
      expect(body.message).toContain(reservationErrorMessage('LOOKUP_RATE_LIMITED'));
      expect(body.isRedirect).toBe(false);
      expect(refused.headers.getSetCookie()).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
