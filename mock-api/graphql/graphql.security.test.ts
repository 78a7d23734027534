import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphQlBasePath } from '../../shared/domain/paths';
import type { Database } from '../db/database';
import { createMockApi, type MockApi } from '../server';
import { GRAPHQL_LIMITS } from './yoga';
import { createTestDatabase } from '../testing/test-database';
import { startTestApi, testApiConfig, type TestApi } from '../testing/test-api';

let api: TestApi;
let db: Database;
const inProcess = {} as { shallow: MockApi; cheap: MockApi; failingHotels: MockApi };


beforeAll(async () => {
  api = await startTestApi();
  db = await createTestDatabase();
  // Our small acyclic schema cannot reach the real depth and cost limits, so this server has tiny ones
  // to prove both checks are wired.
  inProcess.shallow = await createMockApi({
    config: testApiConfig(),
    db,
    serveApps: false,
    graphqlLimits: { ...GRAPHQL_LIMITS, maxDepth: 3 },
  });
  inProcess.cheap = await createMockApi({
    config: testApiConfig(),
    db,
    serveApps: false,
    graphqlLimits: { ...GRAPHQL_LIMITS, maxCost: 20 },
  });
  // A hotels table that fails as a broken database would, with internals in the error text.
  const failing: Database = {
    ...db,
    query: (sql, params) =>
      sql.includes('from hotels') ? Promise.reject(new Error('relation "hotels" is broken at /var/lib/secret')) : db.query(sql, params),
  };
  inProcess.failingHotels = await createMockApi({ config: testApiConfig(), db: failing, serveApps: false });
});
afterAll(async () => {
  for (const mockApi of Object.values(inProcess)) await Promise.all([mockApi.host.close(), mockApi.overlay.close()]);
  await db.close();
  await api.close();
});

type GraphQlBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(operationName: string, query: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(`${api.hostUrl}${graphQlBasePath}/${operationName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-by': 'test', ...init.headers },
    body: init.body ?? JSON.stringify({ operationName, query }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as GraphQlBody | null };
}

/** Posts one operation to a site built in process (no port), as the browser's client would. */
function postInProcess(mockApi: MockApi, operationName: string, query: string) {
  return mockApi.host.inject({
    method: 'POST',
    url: `${graphQlBasePath}/${operationName}`,
    headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
    payload: { operationName, query },
  });
}

describe('abuse limits (graphql-armor)', () => {
  it('refuses more than 10 aliases', async () => {
    const aliases = Array.from({ length: 12 }, (_, index) => `a${index}: properties { id }`).join(' ');
    const { body } = await post('Many', `query Many { ${aliases} }`);
    expect(body?.data ?? null).toBeNull();
    expect(body?.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses a query of more than 1000 tokens', async () => {
    const { body } = await post('Long', `query Long { properties { ${'id '.repeat(1100)} } }`);
    expect(body?.data ?? null).toBeNull();
    expect(body?.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuses a query nested deeper than the depth limit', async () => {
    const deep = 'query Deep { properties { contactInformation { address { country { code } } } } }';
    expect(GRAPHQL_LIMITS.maxDepth).toBe(8);
    const response = await postInProcess(inProcess.shallow, 'Deep', deep);
    expect(response.json().data ?? null).toBeNull();
    expect(response.json().errors[0].message).toMatch(/depth/i);
  });

  it('counts a fragment’s fields at their real depth: a fragment can neither hide depth nor add it', async () => {
    const hidden =
      'query Hidden { properties { ...Place } } fragment Place on Property { contactInformation { address { country { code } } } }';
    expect((await postInProcess(inProcess.shallow, 'Hidden', hidden)).json().errors[0].message).toMatch(/depth/i);
    const shallowEnough = 'query Shallow { properties { ...Names } } fragment Names on Property { basicInformation { name } }';
    const answer = (await postInProcess(inProcess.shallow, 'Shallow', shallowEnough)).json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.properties.length).toBeGreaterThan(0);
  });

  it('refuses a query over the cost limit', async () => {
    const costly = 'query Costly { properties { id seoNickname basicInformation { name currency } reviews { stars { count } } } }';
    expect(GRAPHQL_LIMITS.maxCost).toBe(5000);
    const response = await postInProcess(inProcess.cheap, 'Costly', costly);
    expect(response.json().data ?? null).toBeNull();
    expect(response.json().errors[0].message).toMatch(/cost/i);
  });

  it('refuses more than 20 directives', async () => {
    const directives = '@include(if: true) '.repeat(25);
    const { body } = await post('Directives', `query Directives { properties { id ${directives} } }`);
    expect(body?.data ?? null).toBeNull();
    expect(body?.errors?.[0]?.message).toMatch(/directive/i);
  });

  it('refuses batches: one operation per request', async () => {
    const one = { operationName: 'HotelList', query: 'query HotelList { properties { id } }' };
    const { status } = await post('HotelList', '', { body: JSON.stringify([one, one]) });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('hides field suggestions that would reveal the schema', async () => {
    const { body } = await post('Typo', 'query Typo { propertie { id } }');
    expect(body?.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('does not answer introspection when introspection is off (production)', async () => {
    const { body } = await post('Schema', 'query Schema { __schema { queryType { name } } }');
    expect(body?.data ?? null).toBeNull();
    expect(JSON.stringify(body?.errors)).toMatch(/introspection/i);
  });
});

describe('cross-site requests (CSRF)', () => {
  it('refuses a GET operation without the requested-by header', async () => {
    const query = encodeURIComponent('query HotelList { properties { id } }');
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelList?operationName=HotelList&query=${query}`);
    expect(response.status).toBe(403);
  });

  it('refuses a simple cross-site POST (text/plain, no custom header)', async () => {
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelList`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: JSON.stringify({ operationName: 'HotelList', query: 'query HotelList { properties { id } }' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('unexpected errors', () => {
  it('are masked: no internal detail reaches the client', async () => {
    const response = await postInProcess(inProcess.failingHotels, 'HotelList', 'query HotelList { properties { id } }');
    expect(response.body).not.toContain('secret');
    expect(response.json()).toMatchObject({ errors: [{ message: 'Unexpected error.' }] });
  });
});
