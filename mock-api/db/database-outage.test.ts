import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiPaths, graphQlBasePath } from '../../shared/domain/paths';
import { createMockApi, type MockApi } from '../server';
import { testApiConfig } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { flakyDatabase } from '../testing/flaky-database';
import type { Database } from './database';
import { SERVICE_UNAVAILABLE_MESSAGE } from './database-unavailable';

let db: Database;
let api: MockApi;
let isDown = false;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await createMockApi({
    config: testApiConfig(),
    db: flakyDatabase(db, () => isDown),
    serveApps: false,
  });
});
afterAll(async () => {
  await Promise.all([api.host.close(), api.overlay.close()]);
  await db.close();
});

// With a session cookie, so the call has to ask the database.
const userDetails = () => api.host.inject({ method: 'GET', url: authApiPaths.userDetails, cookies: { portico_session: 'some-session' } });
const hotelList = () =>
  api.host.inject({
    method: 'POST',
    url: `${graphQlBasePath}/HotelList`,
    headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
    payload: { operationName: 'HotelList', query: 'query HotelList { properties { id } }' },
  });

describe('a database outage', () => {
  it('is answered 503 with a clear message and a retry hint, then recovers', async () => {
    isDown = true;
    const rest = await userDetails();
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGE, phoenixErrorMessages: { errorMessages: ['SERVICE_UNAVAILABLE'] } });

    const graphql = await hotelList();
    expect(graphql.statusCode).toBe(503);
    expect(graphql.json()).toMatchObject({ errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });

    isDown = false;
    expect((await userDetails()).statusCode).toBe(200);
    expect((await hotelList()).json().data.properties).toHaveLength(22);
  });
});
