import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphQlBasePath } from '../../shared/domain/paths';
import { persistedHashOf } from '../../shared/graphql/client';
import { CustomerDocument, HotelOverviewDocument, UpcomingReservationDocument } from '../../shared/graphql/generated/graphql';
import { graphQlCalls } from '../testing/graphql-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { startTestApi, type TestApi } from '../testing/test-api';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, useCacheControl } from './cache-control-plugin';

/** A server as production runs it: persisted operations only. */
let api: TestApi;
let liam: string;
beforeAll(async () => {
  api = await startTestApi({ config: { graphqlArbitraryOperations: false } });
  liam = await reservationCalls(api).sessionOf('liam.chen@example.com');
});
afterAll(() => api.close());

const OVERVIEW = persistedHashOf(HotelOverviewDocument);
const TIMES_SQUARE = { seoNickname: 'nycts-portico-times-square' };
const persisted = (sha256Hash: string) => JSON.stringify({ version: 1, sha256Hash });

/** A GET as a browser would send it for the apps' persisted operation, with any extra headers. */
function get(operationName: string, sha256Hash: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ operationName, variables: JSON.stringify(variables), extensions: JSON.stringify({ persistedQuery: JSON.parse(persisted(sha256Hash)) }) });
  return fetch(`${api.hostUrl}${graphQlBasePath}/${operationName}?${query}`, { headers: { 'x-requested-by': 'test', ...headers } });
}

function post(operationName: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.hostUrl}${graphQlBasePath}/${operationName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-by': 'test', ...headers },
    body: JSON.stringify(body),
  });
}

const overviewBody = (extra: Record<string, unknown> = {}) => ({
  operationName: 'HotelOverview',
  variables: TIMES_SQUARE,
  extensions: { persistedQuery: { version: 1, sha256Hash: OVERVIEW } },
  ...extra,
});

describe('GET is for public hotel queries only', () => {
  it('refuses a member’s operation by GET with 405, even with the session, reading nothing', async () => {
    const response = await get('Customer', persistedHashOf(CustomerDocument), {}, { cookie: liam });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const body = (await response.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0]!.extensions.code).toBe('POST_REQUIRED');
  });

  it('refuses a booking’s operation by GET, with the lookup grant that could read it', async () => {
    const grant = await reservationCalls(api).grantFor('71234567', 'Morgan');
    const response = await get('UpcomingReservation', persistedHashOf(UpcomingReservationDocument), { confirmationNumber: '71234567' }, { cookie: grant });
    expect(response.status).toBe(405);
    expect(await response.text()).not.toContain('Morgan');
  });

  it('answers a public hotel query by GET, with an ETag and public caching per language', async () => {
    const response = await get('HotelOverview', OVERVIEW, TIMES_SQUARE);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
  });
});

describe('a public answer never carries session-dependent data', () => {
  it('is the same answer, byte for byte, for a signed-in member with a booking session as for a visitor, and sets no cookie', async () => {
    const visitor = await post('HotelOverview', overviewBody({ variables: { seoNickname: 'dxbbg-jewel-resort-dubai' } }));
    const member = await post('HotelOverview', overviewBody({ variables: { seoNickname: 'dxbbg-jewel-resort-dubai' } }), {
      cookie: `${liam}; portico_booking_session=planted; portico_lookup_grant=planted`,
    });
    expect(member.headers.get('set-cookie')).toBeNull();
    expect(member.headers.get('etag')).toBe(visitor.headers.get('etag'));
    expect(await member.text()).toBe(await visitor.text());
  });

  it('runs without the browser’s session, lookup grant and booking session, whatever its resolvers would read', async () => {
    type Tokens = { sessionToken?: string; lookupGrantToken?: string; bookingSessionToken?: string };
    const yoga = createYoga<Tokens>({
      schema: createSchema<Tokens>({
        typeDefs: 'type Query { property: String, customer: String }',
        resolvers: {
          Query: {
            property: (_parent, _args, context) => [context.sessionToken, context.lookupGrantToken, context.bookingSessionToken].join('|'),
            customer: (_parent, _args, context) => context.sessionToken ?? null,
          },
        },
      }),
      context: () => ({ sessionToken: 'session', lookupGrantToken: 'grant', bookingSessionToken: 'booking' }),
      plugins: [useCacheControl()],
    });
    const ask = async (query: string) => {
      const response = await yoga.fetch('http://yoga/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return { cacheControl: response.headers.get('cache-control'), body: (await response.json()) as { data: Record<string, string> } };
    };
    expect(await ask('{ property }')).toEqual({ cacheControl: PUBLIC_CACHE_CONTROL, body: { data: { property: '||' } } });
    // Beside a member's field the same resolver sees the session, and the answer is private.
    expect(await ask('{ property customer }')).toEqual({ cacheControl: PRIVATE_CACHE_CONTROL, body: { data: { property: 'session|grant|booking', customer: 'session' } } });
  });

  it('keeps a member’s answer out of every cache: no-store and no ETag', async () => {
    const { body } = await graphQlCalls(api).postPersisted('Customer', persistedHashOf(CustomerDocument), {}, { cookie: liam });
    expect(body.data?.customer).not.toBeNull();
    const response = await post('Customer', { operationName: 'Customer', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: persistedHashOf(CustomerDocument) } } }, { cookie: liam });
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('ETags of public answers', () => {
  it('answer 304 to the current ETag, by GET or POST, and change when the hotel changes', async () => {
    const first = await get('HotelOverview', OVERVIEW, TIMES_SQUARE);
    const entityTag = first.headers.get('etag')!;
    const notModified = await get('HotelOverview', OVERVIEW, TIMES_SQUARE, { 'if-none-match': entityTag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(entityTag);
    expect(notModified.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await notModified.text()).toBe('');
    expect((await post('HotelOverview', overviewBody(), { 'if-none-match': entityTag })).status).toBe(304);

    await api.db.query(`update hotels set phone = '+1 212-398-1999' where code = 'NYCTS'`);
    const changed = await get('HotelOverview', OVERVIEW, TIMES_SQUARE, { 'if-none-match': entityTag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(entityTag);
    expect(await changed.text()).toContain('"+12123981999"');
  });
});

describe('a kept answer keeps every check of the way in', () => {
  beforeAll(async () => {
    // The answer is kept before each refusal below is tried.
    expect((await post('HotelOverview', overviewBody())).status).toBe(200);
  });

  it('still refuses operation text beside the hash', async () => {
    const response = await post('HotelOverview', overviewBody({ query: 'query HotelOverview($seoNickname: String!) { propertyBySeoNickname(seoNickname: $seoNickname) { id } }' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('PERSISTED_QUERY_ONLY');
  });

  it('still refuses the operation at another operation’s address', async () => {
    const response = await post('HotelHeader', overviewBody());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('OPERATION_NAME_MISMATCH');
  });

  it('still refuses a call without x-requested-by, and a form post', async () => {
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelOverview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(overviewBody()),
    });
    expect(response.status).toBe(403);
    const form = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelOverview`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-by': 'test' },
      body: new URLSearchParams({ operationName: 'HotelOverview', extensions: persisted(OVERVIEW) }).toString(),
    });
    expect(form.status).toBe(415);
  });

  it('still refuses a NUL character in the variables', async () => {
    const response = await post('HotelOverview', overviewBody({ variables: { seoNickname: 'nycts\u0000' } }));
    expect(response.status).toBe(400);
  });
});
