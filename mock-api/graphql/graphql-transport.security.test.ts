import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphQlBasePath } from '../../shared/domain/paths';
import { reservationCalls } from '../testing/reservation-calls';
import { startTestApi, TEST_HOST_ORIGIN, TEST_OVERLAY_ORIGIN, type TestApi } from '../testing/test-api';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cache-control-plugin';

let api: TestApi;
let liam: string;
beforeAll(async () => {
  api = await startTestApi();
  liam = await reservationCalls(api).sessionOf('liam.chen@example.com');
});
afterAll(() => api.close());

const HOTEL_LIST = 'query HotelList { properties { id } }';
const CUSTOMER = 'query Customer { customer { id savedProperties { id } revisionToken } }';
const UNSAVE_ALL =
  'mutation UpdateCustomerSavedProperties($input: UpdateCustomerSavedPropertiesInput!) { updateCustomerSavedProperties(input: $input) { status { code } } }';

const url = (operationName: string, query?: string, variables?: Record<string, unknown>) =>
  `${api.hostUrl}${graphQlBasePath}/${operationName}${
    query ? `?${new URLSearchParams({ operationName, query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })}` : ''
  }`;

const jsonPost = (operationName: string, query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}) =>
  fetch(url(operationName), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-by': 'test', ...headers },
    body: JSON.stringify({ operationName, query, variables }),
  });

async function savedHotelsOf(cookie: string): Promise<string[]> {
  const body = (await (await jsonPost('Customer', CUSTOMER, { cookie })).json()) as { data: { customer: { savedProperties: { id: string }[] } } };
  return body.data.customer.savedProperties.map((saved) => saved.id).sort();
}

describe('GraphQL answers no other origin (no CORS)', () => {
  const otherOrigins = ['https://evil.com', 'null', 'http://localhost:9999', 'http://evil.localhost:18280', TEST_OVERLAY_ORIGIN, TEST_HOST_ORIGIN.replace('http:', 'https:')];

  it.each(otherOrigins)('a credentialed GET from %s gets no access-control header, so the browser keeps the answer from the page', async (origin) => {
    const response = await fetch(url('Customer', CUSTOMER), { headers: { origin, cookie: liam, 'x-requested-by': 'test' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each(otherOrigins)('a preflight from %s is not granted', async (origin) => {
    const response = await fetch(url('Customer'), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-by' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('answers its own pages, which need no CORS', async () => {
    const response = await jsonPost('Customer', CUSTOMER, { cookie: liam, origin: TEST_HOST_ORIGIN });
    expect(response.status).toBe(200);
    expect(await savedHotelsOf(liam)).toEqual(['LONKX', 'NYCTS']);
  });
});

describe('GraphQL takes JSON (or GET for public queries), with the x-requested-by header, whatever else is sent', () => {
  const form = new URLSearchParams({ operationName: 'HotelList', query: HOTEL_LIST }).toString();

  it.each([
    ['application/x-www-form-urlencoded', form],
    ['application/x-www-form-urlencoded; charset=UTF-8', form],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${HOTEL_LIST}\r\n--x--\r\n`],
    ['text/plain', JSON.stringify({ operationName: 'HotelList', query: HOTEL_LIST })],
    ['application/graphql', HOTEL_LIST],
    ['application/json-patch+json', JSON.stringify({ operationName: 'HotelList', query: HOTEL_LIST })],
    ['application/jsonx', JSON.stringify({ operationName: 'HotelList', query: HOTEL_LIST })],
  ])('refuses a %s body with 415, even with the header', async (contentType, body) => {
    for (const headers of [{}, { 'x-requested-by': 'test' }] as Record<string, string>[]) {
      const response = await fetch(url('HotelList'), { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });
      expect(response.status).toBe(415);
      const answer = (await response.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
      expect(answer.data).toBeUndefined();
      expect(answer.errors[0]!.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(answer.errors[0]!.message).toContain('application/json');
    }
  });

  it('refuses a body with no content type', async () => {
    const response = await fetch(url('HotelList'), { method: 'POST', headers: { 'x-requested-by': 'test' }, body: new Blob([JSON.stringify({ query: HOTEL_LIST })]) });
    expect(response.status).toBe(415);
  });

  it('a mutation posted as a form with the victim’s cookie and no Origin changes nothing', async () => {
    const before = await savedHotelsOf(liam);
    const mutation = new URLSearchParams({
      operationName: 'UpdateCustomerSavedProperties',
      query: UNSAVE_ALL,
      variables: JSON.stringify({ input: { id: 'x', savedProperties: [], revisionToken: 'x' } }),
    });
    const response = await fetch(url('UpdateCustomerSavedProperties'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: liam },
      body: mutation.toString(),
    });
    expect(response.status).toBe(415);
    expect(await savedHotelsOf(liam)).toEqual(before);
  });

  it('refuses a JSON POST or a GET without the header with 403', async () => {
    const post = await fetch(url('HotelList'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName: 'HotelList', query: HOTEL_LIST }) });
    expect(post.status).toBe(403);
    expect(((await post.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('REQUESTED_BY_REQUIRED');
    expect((await fetch(url('HotelList', HOTEL_LIST))).status).toBe(403);
    const empty = await fetch(url('HotelList', HOTEL_LIST), { headers: { 'x-requested-by': '' } });
    expect(empty.status).toBe(403);
  });

  it('accepts JSON with parameters or in another case, and a GET query with the header', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'Application/JSON']) {
      const response = await jsonPost('HotelList', HOTEL_LIST, { 'content-type': contentType });
      expect(response.status).toBe(200);
    }
    const get = await fetch(url('HotelList', HOTEL_LIST), { headers: { 'x-requested-by': 'test' } });
    expect(get.status).toBe(200);
  });

  it('never runs a mutation sent by GET', async () => {
    const before = await savedHotelsOf(liam);
    const response = await fetch(url('UpdateCustomerSavedProperties', UNSAVE_ALL, { input: { id: 'x', savedProperties: [], revisionToken: 'x' } }), {
      headers: { cookie: liam, 'x-requested-by': 'test' },
    });
    expect(response.status).toBe(405);
    expect(await savedHotelsOf(liam)).toEqual(before);
  });
});

describe('Cache-Control on GraphQL answers', () => {
  const cacheControlOf = async (response: Promise<Response>) => (await response).headers.get('cache-control');

  it('a member’s data is no-store by POST, and refused by GET', async () => {
    expect(await cacheControlOf(jsonPost('Customer', CUSTOMER, { cookie: liam }))).toBe(PRIVATE_CACHE_CONTROL);
    expect(await cacheControlOf(jsonPost('MyTrips', 'query MyTrips { trips { upcoming { id } } }', { cookie: liam }))).toBe(PRIVATE_CACHE_CONTROL);
    const get = await fetch(url('Customer', CUSTOMER), { headers: { cookie: liam, 'x-requested-by': 'test' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('a reservation read with a lookup grant is no-store by POST, and refused by GET', async () => {
    const grant = await reservationCalls(api).grantFor('71234567', 'Morgan');
    const query = 'query UpcomingReservation($confirmationNumber: ID!) { reservationOrder(confirmationNumber: $confirmationNumber) { id } }';
    const post = await jsonPost('UpcomingReservation', query, { cookie: grant }, { confirmationNumber: '71234567' });
    expect(((await post.json()) as { data: { reservationOrder: { id: string } | null } }).data.reservationOrder).not.toBeNull();
    expect(post.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const get = await fetch(url('UpcomingReservation', query, { confirmationNumber: '71234567' }), { headers: { cookie: grant, 'x-requested-by': 'test' } });
    expect(get.status).toBe(405);
    expect(((await get.json()) as { data?: unknown }).data ?? null).toBeNull();
  });

  it('public hotel data may be cached, per language', async () => {
    const response = await jsonPost('HotelList', HOTEL_LIST);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    const get = await fetch(url('HotelList', HOTEL_LIST), { headers: { 'x-requested-by': 'test', cookie: liam } });
    expect(get.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('a query mixing hotel data with a member’s, a mutation, an error and a refusal are all no-store', async () => {
    const mixed = 'query Mixed { properties { id } customer { id } }';
    expect(await cacheControlOf(jsonPost('Mixed', mixed, { cookie: liam }))).toBe(PRIVATE_CACHE_CONTROL);
    const aliased = 'query Aliased { properties { id } me: customer { id } }';
    expect(await cacheControlOf(jsonPost('Aliased', aliased, { cookie: liam }))).toBe(PRIVATE_CACHE_CONTROL);
    const onQuery = 'query OnQuery { properties { id } ... on Query { customer { id } } }';
    expect(await cacheControlOf(jsonPost('OnQuery', onQuery, { cookie: liam }))).toBe(PRIVATE_CACHE_CONTROL);
    const mutation = jsonPost('UpdateCustomerSavedProperties', UNSAVE_ALL, { cookie: liam }, { input: { id: 'x', savedProperties: [], revisionToken: 'stale' } });
    expect(await cacheControlOf(mutation)).toBe(PRIVATE_CACHE_CONTROL);
    expect(await cacheControlOf(jsonPost('Broken', 'query Broken { properties { nope } }'))).toBe(PRIVATE_CACHE_CONTROL);
    expect(await cacheControlOf(fetch(url('HotelList'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }))).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });
});
