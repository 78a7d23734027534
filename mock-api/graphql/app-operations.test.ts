import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../shared/graphql/generated/graphql';
import { FIXTURE_CONFIRMATION_NUMBERS } from '../seed/reservation-fixtures';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { graphQlCalls } from '../testing/graphql-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

/** Every operation the apps send, as the build ships it (generated from shared/graphql/operations). */
const operations = Object.entries(generated)
  .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && typeof entry[1] === 'object' && entry[1] !== null && 'definitions' in entry[1])
  .map(([, document]) => {
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    return { name: operation && 'name' in operation ? (operation.name?.value ?? '') : '', query: print(document) };
  })
  .filter((operation) => operation.name !== '');

/** Variables a real page would send, by name. */
const VARIABLES: Record<string, unknown> = {
  propertyId: 'NYCTS',
  seoNickname: 'nycts-portico-times-square',
  first: 10,
  confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom1,
  input: { id: 'C1000002', savedProperties: [{ id: 'NYCTS' }, { id: 'LONKX' }], revisionToken: '0' },
};

/** Operations whose variables share a name with another's but not its shape. */
const VARIABLES_OF: Record<string, Record<string, unknown>> = {
  CancelReservationRooms: { input: { confirmationNumbers: [FIXTURE_CONFIRMATION_NUMBERS.liamNewYorkRoom1], orderRevisionNumber: 1 } },
};

let api: TestApi;
let liam: string;
beforeAll(async () => {
  api = await startTestApi();
  liam = `portico_session=${cookieValue(await authCalls(api).signInAs('liam.chen@example.com'), 'portico_session')}`;
});
afterAll(() => api.close());

describe('the apps’ own operations', () => {
  it('are all found', () => {
    expect(operations.map((operation) => operation.name)).toEqual(expect.arrayContaining(['HotelHeader', 'SavedHotels', 'UpdateCustomerSavedProperties']));
  });

  // The server's depth, cost and token limits must never refuse what the apps themselves ask.
  it.each(operations)('$name passes the server’s limits and answers without errors for a signed-in member', async ({ name, query }) => {
    const { status, body } = await graphQlCalls(api).post(name, query, { ...VARIABLES, ...VARIABLES_OF[name] }, { cookie: liam });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data).toBeTruthy();
  });
});
