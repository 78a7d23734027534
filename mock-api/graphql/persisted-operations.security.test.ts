import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphQlBasePath } from '../../shared/domain/paths';
import { createGraphQlClient, persistedHashOf } from '../../shared/graphql/client';
import { CancelReservationRoomsDocument, CustomerDocument, HotelListDocument, UpcomingReservationDocument } from '../../shared/graphql/generated/graphql';
import { FIXTURE_CONFIRMATION_NUMBERS } from '../seed/reservation-fixtures';
import { graphQlCalls, type GraphQlBody } from '../testing/graphql-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

/** A server as production runs it: persisted operations only (GRAPHQL_ARBITRARY_OPERATIONS unset). */
let api: TestApi;
let liam: string;
beforeAll(async () => {
  api = await startTestApi({ config: { graphqlArbitraryOperations: false } });
  liam = await reservationCalls(api).sessionOf('liam.chen@example.com');
});
afterAll(() => api.close());

const CANCEL_HASH = persistedHashOf(CancelReservationRoomsDocument);
const HOTEL_LIST_HASH = persistedHashOf(HotelListDocument);
const UPCOMING_HASH = persistedHashOf(UpcomingReservationDocument);

async function postBody(operationName: string, body: unknown, cookie?: string) {
  const response = await fetch(`${api.hostUrl}${graphQlBasePath}/${operationName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-by': 'test', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQlBody };
}

/** Whether the room is still booked, read as the upcoming-reservation page reads it. */
async function roomIsBooked(confirmationNumber: string) {
  const { body } = await graphQlCalls(api).postPersisted('UpcomingReservation', UPCOMING_HASH, { confirmationNumber }, { cookie: liam });
  const items = (body.data?.reservationOrder as { items: { basicInformation: { confirmationNumber: string }; status: string }[] }).items;
  return items.find((item) => item.basicInformation.confirmationNumber === confirmationNumber)?.status !== 'CANCELLED';
}

describe('in production only the apps’ persisted operations run', () => {
  it('the apps’ own client sends the hash and no text, a shared query by GET and any other by POST, and gets its answer', async () => {
    const sent: { method: string; url: URL; body: string | null }[] = [];
    const request = createGraphQlClient({ origin: api.hostUrl, locale: 'en-US', requestedBy: 'test' });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body: typeof init?.body === 'string' ? init.body : null });
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const hotels = await request(HotelListDocument, {});
      expect(hotels.properties).toHaveLength(22);
      // Nobody is signed in: the answer does not matter here, only how it was asked.
      await request(CustomerDocument, {}).catch(() => null);
    } finally {
      globalThis.fetch = realFetch;
    }
    const [list, personal] = sent;
    expect(list).toMatchObject({ method: 'GET', body: null });
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({
      operationName: 'HotelList',
      variables: '{}',
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: HOTEL_LIST_HASH } }),
    });
    expect(personal).toMatchObject({ method: 'POST' });
    expect(JSON.parse(personal!.body!)).toEqual({ operationName: 'Customer', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: persistedHashOf(CustomerDocument) } } });
  });

  it('refuses operation text at any address, even an operation the apps ship, and runs nothing', async () => {
    const mutation = `mutation Customer { cancelReservationRooms(input: { confirmationNumbers: ["${FIXTURE_CONFIRMATION_NUMBERS.liamNewYorkRoom1}"], orderRevisionNumber: 1 }) { status { code } } }`;
    const { status, body } = await postBody('Customer', { operationName: 'Customer', query: mutation }, liam);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    expect(body.errors?.[0]?.message).toMatch(/persisted/);
    expect(await roomIsBooked(FIXTURE_CONFIRMATION_NUMBERS.liamNewYorkRoom1)).toBe(true);
  });

  it('refuses text sent beside a valid hash (the text would be what runs)', async () => {
    const { status, body } = await postBody('HotelList', {
      operationName: 'HotelList',
      query: 'query HotelList { customer { id } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: HOTEL_LIST_HASH } },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it.each([
    ['an unknown hash', 'PERSISTED_QUERY_NOT_FOUND', { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }],
    ['the hash with its sha256: prefix', 'PERSISTED_QUERY_NOT_FOUND', { persistedQuery: { version: 1, sha256Hash: `sha256:${HOTEL_LIST_HASH}` } }],
    ['an upper-case hash', 'PERSISTED_QUERY_NOT_FOUND', { persistedQuery: { version: 1, sha256Hash: HOTEL_LIST_HASH.toUpperCase() } }],
    ['__proto__ as the hash', 'PERSISTED_QUERY_NOT_FOUND', { persistedQuery: { version: 1, sha256Hash: '__proto__' } }],
    ['constructor as the hash', 'PERSISTED_QUERY_NOT_FOUND', { persistedQuery: { version: 1, sha256Hash: 'constructor' } }],
    ['no hash and no text', 'PERSISTED_QUERY_ID_REQUIRED', {}],
    ['another protocol version', 'PERSISTED_QUERY_ID_REQUIRED', { persistedQuery: { version: 2, sha256Hash: HOTEL_LIST_HASH } }],
    ['a hash that is not text', 'PERSISTED_QUERY_ID_REQUIRED', { persistedQuery: { version: 1, sha256Hash: 12 } }],
  ])('refuses %s with a clear 400', async (_case, code, extensions) => {
    const { status, body } = await postBody('HotelList', { operationName: 'HotelList', extensions });
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('will not run one persisted operation under another’s name or address', async () => {
    const input = { confirmationNumbers: [FIXTURE_CONFIRMATION_NUMBERS.liamNewYorkRoom1], orderRevisionNumber: 1 };
    const renamed = await postBody('Customer', { operationName: 'Customer', variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: CANCEL_HASH } } }, liam);
    expect(renamed.status).toBe(400);
    const misplaced = await postBody('Customer', { operationName: 'CancelReservationRooms', variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: CANCEL_HASH } } }, liam);
    expect(misplaced.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NAME_MISMATCH');
    expect(await roomIsBooked(FIXTURE_CONFIRMATION_NUMBERS.liamNewYorkRoom1)).toBe(true);
  });

  it('runs a public persisted query by GET too, and no member’s', async () => {
    const getUrl = (operationName: string, sha256Hash: string) =>
      `${api.hostUrl}${graphQlBasePath}/${operationName}?${new URLSearchParams({ operationName, extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }) })}`;
    const hotels = await fetch(getUrl('HotelList', HOTEL_LIST_HASH), { headers: { 'x-requested-by': 'test' } });
    expect(hotels.status).toBe(200);
    expect(((await hotels.json()) as GraphQlBody).data?.properties).toHaveLength(22);
    const customer = await fetch(getUrl('Customer', persistedHashOf(CustomerDocument)), { headers: { 'x-requested-by': 'test', cookie: liam } });
    expect(customer.status).toBe(405);
    expect(((await customer.json()) as GraphQlBody).data ?? null).toBeNull();
  });
});
