import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphQlBasePath, reservationApiPaths } from '../../shared/domain/paths';
import { hashToken } from '../auth/sessions';
import { LOOKUP_GRANT_COOKIE } from '../auth/cookies';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { cookieValue } from '../testing/auth-calls';
import { type OrderResult, reservationCalls } from '../testing/reservation-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let liam: string;
let ava: string;
beforeAll(async () => {
  // A limit high enough that every fuzzed lookup reaches the handler instead of a 429.
  api = await startTestApi({ config: { reservationLookupRateLimitPerMinute: 100_000 } });
  calls = reservationCalls(api);
  liam = await calls.sessionOf('liam.chen@example.com');
  ava = await calls.sessionOf('ava.morgan@example.com');
});
afterAll(() => api.close());

const tokenOf = (grantCookie: string) => grantCookie.slice(LOOKUP_GRANT_COOKIE.length + 1);
const isVisible = async (confirmationNumber: string, cookie?: string) => (await calls.order(confirmationNumber, cookie, 'id')).data?.reservationOrder != null;

async function storedRows() {
  const { rows } = await api.db.query(
    `select r.confirmation_number, r.status, r.revision_number, r.cancellation_number, o.revision_number as order_revision
       from reservations r join orders o on o.id = r.order_id order by r.confirmation_number`,
  );
  return rows;
}

describe('lookup grant', () => {
  it('travels in an httpOnly cookie, so page scripts cannot read it', async () => {
    const response = await calls.lookup(N.visitorBooking, 'Brown');
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${LOOKUP_GRANT_COOKIE}=`));
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
  });

  it('is stored only as a hash of its token', async () => {
    const token = tokenOf(await calls.grantFor(N.visitorBooking, 'Brown'));
    const count = async (value: string) =>
      (await api.db.query<{ n: number }>('select count(*)::int as n from reservation_lookup_grants where token_hash = $1', [value])).rows[0]?.n;
    expect(await count(token)).toBe(0);
    expect(await count(hashToken(token))).toBe(1);
  });

  it('cannot be planted: a token the server never gave grants nothing, and is not kept', async () => {
    const response = await calls.lookup(N.visitorBooking, 'Brown', { cookie: `${LOOKUP_GRANT_COOKIE}=planted-by-someone` });
    expect(cookieValue(response, LOOKUP_GRANT_COOKIE)).not.toBe('planted-by-someone');
    expect(await isVisible(N.visitorBooking, `${LOOKUP_GRANT_COOKIE}=planted-by-someone`)).toBe(false);
  });

  it('given to an attacker and planted in a guest’s browser, stops working at the guest’s lookup and never shows the guest’s reservation', async () => {
    const attackers = await calls.grantFor(N.visitorBooking, 'Brown');
    const guests = await calls.grantFor(N.avaUpcoming, 'Morgan', attackers);
    expect(await isVisible(N.avaUpcoming, guests)).toBe(true);
    expect(await isVisible(N.avaUpcoming, attackers)).toBe(false);
    expect(await isVisible(N.visitorBooking, attackers)).toBe(false);
  });

  it('shows only the order looked up, and cannot cancel the rooms of another order', async () => {
    const grant = await calls.grantFor(N.visitorBooking, 'Brown');
    expect(await isVisible(N.liamNewYorkRoom1, grant)).toBe(false);
    const before = await storedRows();
    expect((await calls.cancel([N.liamNewYorkRoom1], 1, grant)).status[0]?.code).toBe('RESERVATION_NOT_PERMITTED');
    expect((await calls.cancel([N.visitorBooking, N.liamNewYorkRoom1], 1, grant)).status[0]?.code).toBe('E_BAD_CONF_NO');
    expect(await storedRows()).toEqual(before);
  });
});

// Daniel Okafor is on room 2 of Liam Chen's London order; Liam, on room 1, is its primary guest.
describe('a lookup by the guest of one room of an order', () => {
  let okafor: string;
  beforeAll(async () => {
    okafor = await calls.grantFor(N.liamLondonRoom2, 'Okafor');
  });

  it('shows that room alone: no other room, none of its guests, and a total of that room only', async () => {
    const body = await calls.order(N.liamLondonRoom2, okafor);
    const order = body.data?.reservationOrder as OrderResult;
    expect(order.items.map((room) => room.basicInformation.confirmationNumber)).toEqual([N.liamLondonRoom2]);
    expect(order.totalPricing).toEqual({ value: 3 * 27900 + 16740, valueDecimalPoint: 2, currency: 'GBP' });
    for (const otherRoom of [N.liamLondonRoom1, 'Liam', 'Chen']) expect(JSON.stringify(body)).not.toContain(otherRoom);
  });

  it('does not show the order through its other room, exactly as for a number nobody holds', async () => {
    expect(await calls.order(N.liamLondonRoom1, okafor)).toEqual(await calls.order('82345679', okafor));
    expect(await isVisible(N.liamLondonRoom1, okafor)).toBe(false);
  });

  it('cannot cancel the other room, alone or beside its own, and leaves it booked', async () => {
    const before = await storedRows();
    expect(await calls.cancel([N.liamLondonRoom1], 1, okafor)).toMatchObject({ status: [{ code: 'RESERVATION_NOT_PERMITTED' }], order: null });
    expect((await calls.cancel([N.liamLondonRoom2, N.liamLondonRoom1], 1, okafor)).status[0]?.code).toBe('E_BAD_CONF_NO');
    expect(await storedRows()).toEqual(before);
  });

  it('can cancel its own room, and the other room stays booked', async () => {
    const result = await calls.cancel([N.liamLondonRoom2], 1, okafor);
    expect(result.status[0]?.code).toBe('SUCCESS');
    expect(result.order?.items.map((room) => [room.basicInformation.confirmationNumber, room.status])).toEqual([[N.liamLondonRoom2, 'CANCELLED']]);
    const londonRooms: unknown[] = [N.liamLondonRoom1, N.liamLondonRoom2];
    const rooms = (await storedRows()).filter((row) => londonRooms.includes(row.confirmation_number));
    expect(rooms.map((row) => [row.confirmation_number, row.status])).toEqual([
      [N.liamLondonRoom1, 'CONFIRMED'],
      [N.liamLondonRoom2, 'CANCELLED'],
    ]);
  });
});

describe('a lookup by the order’s primary guest', () => {
  it('of any room shows every room of the order', async () => {
    for (const lookedUp of [N.liamLondonRoom1, N.liamLondonRoom2]) {
      const body = await calls.order(N.liamLondonRoom1, await calls.grantFor(lookedUp, 'Chen'), 'items { basicInformation { confirmationNumber } }');
      const order = body.data?.reservationOrder as Pick<OrderResult, 'items'>;
      expect(order.items.map((room) => room.basicInformation.confirmationNumber)).toEqual([N.liamLondonRoom1, N.liamLondonRoom2]);
    }
  });
});

describe('another member’s reservation', () => {
  it('cannot be read', async () => {
    expect(await isVisible(N.avaUpcoming, liam)).toBe(false);
    expect(await isVisible(N.liamLondonRoom1, ava)).toBe(false);
    expect(await isVisible(N.visitorBooking, liam)).toBe(false);
  });

  it('cannot be cancelled, alone or slipped in among one’s own rooms', async () => {
    const before = await storedRows();
    expect(await calls.cancel([N.avaUpcoming], 1, liam)).toMatchObject({ status: [{ code: 'RESERVATION_NOT_PERMITTED' }], order: null });
    expect((await calls.cancel([N.liamNewYorkRoom1, N.avaUpcoming], 1, liam)).status[0]?.code).toBe('E_BAD_CONF_NO');
    expect(await storedRows()).toEqual(before);
  });
});

describe('reservation probing', () => {
  it('answers an unknown number exactly as a wrong last name', async () => {
    const wrongName = await calls.lookup(N.liamLondonRoom1, 'Morgan');
    const unknown = await calls.lookup('82345679', 'Chen');
    expect(unknown.status).toBe(404);
    expect(unknown.status).toBe(wrongName.status);
    expect(await unknown.text()).toBe(await wrongName.text());
  });

  it('takes as long for an unknown number as for a wrong last name (medians within 25 ms)', async () => {
    const timeOf = async (confirmationNumber: string, lastName: string) => {
      const started = performance.now();
      await (await calls.lookup(confirmationNumber, lastName)).arrayBuffer();
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      wrong.push(await timeOf(N.liamLondonRoom1, 'Morgan'));
      unknown.push(await timeOf(String(30_000_000 + attempt), 'Chen'));
    }
    expect(Math.abs(median(wrong) - median(unknown))).toBeLessThan(25);
  });

  it('answers a reservation page the same for an unknown number and one the browser may not see', async () => {
    expect(await isVisible('82345679', liam)).toBe(false);
    expect(await isVisible(N.avaUpcoming, liam)).toBe(false);
  });
});

// Values attackers and broken clients send: any text, payloads, text PostgreSQL cannot store.
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom("' or 1=1 --", '71234567', ' 71234567 ', 'Morgan', '<script>alert(1)</script>', '\u0000', 'x\ud800', '%00', '', 'a'.repeat(5000), '0'.repeat(11), '{"$ne":null}'),
);
const anyJson = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }), fc.dictionary(hostileText, hostileText, { maxKeys: 3 }));
const headerText = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_=.%+/;,* '.split('')), maxLength: 80 });

type ErrorBody = { message?: string; phoenixErrorMessages?: { errorMessages?: string[] } };

async function expectClearRefusal(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as ErrorBody;
  expect(body.message?.length).toBeGreaterThan(5);
  expect(body.phoenixErrorMessages?.errorMessages).toHaveLength(1);
}

describe('fuzzed lookups', () => {
  it('answer any body with 200 or a clear 4xx, never a 5xx', async () => {
    // Mostly well-formed bodies, so hostile values get as far as the database.
    const body = fc.oneof(
      { arbitrary: anyJson, weight: 1 },
      { arbitrary: fc.record({ confirmationNumber: fc.oneof(hostileText, anyJson), lastName: fc.oneof(hostileText, anyJson) }, { requiredKeys: [] }), weight: 4 },
    );
    await fc.assert(
      fc.asyncProperty(body, headerText, async (value, grant) => {
        const response = await calls.lookupRaw(value, { cookie: `${LOOKUP_GRANT_COOKIE}=${grant}` });
        if (response.status === 200) expect(((await response.json()) as { isRedirect: boolean }).isRedirect).toBe(true);
        else await expectClearRefusal(response);
      }),
      { numRuns: 150 },
    );
  });

  it('answer any raw body and content type with a 4xx or success, never a 5xx', async () => {
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1');
    await fc.assert(
      fc.asyncProperty(hostileText, contentType, async (raw, type) => {
        const response = await fetch(`${api.overlayUrl}${reservationApiPaths.submitReservationLookup}`, { method: 'POST', headers: { 'content-type': type }, body: raw });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});

describe('fuzzed reservation GraphQL', () => {
  const post = (operationName: string, query: string, variables: Record<string, unknown>, cookie: string) =>
    fetch(`${api.hostUrl}${graphQlBasePath}/${operationName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'fuzz', cookie },
      body: JSON.stringify({ operationName, query, variables }),
    });

  const expectNoSurprise = async (response: Response) => {
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { errors?: { message: string }[] };
    for (const error of body.errors ?? []) expect(error.message).not.toBe('Unexpected error.');
  };

  it('answers any confirmation number and grant cookie without a 5xx or an unexpected error', async () => {
    const query = 'query UpcomingReservation($v: ID!) { reservationOrder(confirmationNumber: $v) { id items { checkInState } } }';
    await fc.assert(
      fc.asyncProperty(anyJson, headerText, async (value, grant) => {
        await expectNoSurprise(await post('UpcomingReservation', query, { v: value }, `${LOOKUP_GRANT_COOKIE}=${grant}`));
      }),
      { numRuns: 80 },
    );
  });

  it('answers any cancel input from a signed-in member without a 5xx or an unexpected error, and cancels only Liam’s rooms', async () => {
    const mutation = `mutation CancelReservationRooms($input: CancelReservationRoomsInput!) {
      cancelReservationRooms(input: $input) { status { code } order { items { basicInformation { confirmationNumber } } } }
    }`;
    const input = fc.oneof(
      anyJson,
      fc.record({
        confirmationNumbers: fc.oneof(anyJson, fc.array(fc.oneof(fc.constantFrom(N.avaUpcoming, N.liamLondonRoom2, N.liamInHouse, N.visitorBooking), hostileText), { maxLength: 25 })),
        orderRevisionNumber: fc.oneof(fc.integer(), anyJson),
      }),
    );
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        await expectNoSurprise(await post('CancelReservationRooms', mutation, { input: value }, liam));
      }),
      { numRuns: 120 },
    );
    const { rows } = await api.db.query<{ number: string }>(
      `select r.confirmation_number as number from reservations r join orders o on o.id = r.order_id
        where r.status = 'CANCELLED' and o.member_id is distinct from (select id from members where email = 'liam.chen@example.com')`,
    );
    expect(rows.map((row) => row.number).sort()).toEqual([N.avaCancelled]);
  });
});
