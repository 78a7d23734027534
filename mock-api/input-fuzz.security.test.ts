import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiPaths, graphQlBasePath, telemetryApiPaths } from '../shared/domain/paths';
import { authCalls, cookieValue } from './testing/auth-calls';
import { startTestApi, type TestApi } from './testing/test-api';
import { runDayPlus } from './testing/test-instant';

let api: TestApi;
beforeAll(async () => {
  // Limits high enough that every fuzzed request reaches the handler instead of a 429.
  api = await startTestApi({ telemetryRateLimitPerMinute: 100_000 });
});
afterAll(() => api.close());

// Values attackers and broken clients send: any text, SQL and markup payloads, huge and empty strings.
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    "' or 1=1 --",
    "100000001'; drop table members; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '',
    ' ',
    'a'.repeat(5000),
    '{"$ne":null}',
    'half a pair \ud800',
    'line\nbreak',
  ),
);

const anyJson = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }), fc.dictionary(hostileText, hostileText, { maxKeys: 3 }));

type ErrorBody = { message?: string; phoenixErrorMessages?: { errorMessages?: string[] } };

// What may travel in a header or cookie value (fetch refuses the rest before sending).
const headerText = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_=.%+/;,* '.split('')), maxLength: 80 });

function expectClientErrorOrSuccess(response: Response) {
  expect(response.status).toBeLessThan(500);
}

async function expectClearRefusal(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as ErrorBody;
  expect(body.message?.length).toBeGreaterThan(5);
  expect(body.phoenixErrorMessages?.errorMessages?.length).toBe(1);
}

const postJson = (path: string, value: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.hostUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) });

describe('sign-in fields', () => {
  it('answer any value with a clear 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { userId: hostileText, password: hostileText, rememberMe: hostileText, returnUrl: hostileText, pageModuleName: hostileText },
          { requiredKeys: [] },
        ),
        async (fields) => {
          const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields as Record<string, string>),
          });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          const body = (await response.json()) as ErrorBody;
          expect(body.message?.length).toBeGreaterThan(5);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answer any JSON body with a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(value),
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});

describe('sign-in locale', () => {
  it('of any Accept-Language answers a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(headerText, async (acceptLanguage) => {
        const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': acceptLanguage },
          body: new URLSearchParams({ userId: 'nobody@example.com', password: 'not encrypted' }),
        });
        await expectClearRefusal(response);
      }),
      { numRuns: 40 },
    );
  });
});

describe('sign-in set-up', () => {
  it('answers any client id and cookie with 200 or a clear 400', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, headerText, async (clientId, remembered) => {
        // URLSearchParams, unlike encodeURIComponent, encodes half a surrogate pair instead of throwing.
        const response = await fetch(`${api.overlayUrl}${authApiPaths.signInSetup}?${new URLSearchParams({ clientId })}`, {
          headers: { cookie: `portico_remembered=${remembered}` },
        });
        if (response.status === 200) expect(await response.json()).toMatchObject({ rememberedUser: false, rememberedMember: null });
        else {
          expect(response.status).toBe(400);
          await expectClearRefusal(response);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('clears any remembered cookie with 204', async () => {
    await fc.assert(
      fc.asyncProperty(headerText, async (remembered) => {
        const response = await fetch(`${api.overlayUrl}${authApiPaths.clearRememberedUser}`, {
          method: 'POST',
          headers: { cookie: `portico_remembered=${remembered}` },
        });
        expect(response.status).toBe(204);
      }),
      { numRuns: 30 },
    );
  });
});

describe('telemetry fields', () => {
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  // Text PostgreSQL cannot store (NUL, half a surrogate pair): it must be refused before the insert.
  const unstorable = fc.constantFrom('\u0000', 'a\u0000b', 'x\ud800', '\udfffy');
  const storedText = fc.oneof(hostileText, unstorable, anyJson);
  const dataLayerBody = fc.record(
    {
      context: fc.oneof(
        anyJson,
        fc.record(
          { pageURI: storedText, localeKey: maybe(anyJson), siteName: maybe(hostileText), applicationName: maybe(hostileText), marshaCode: maybe(hostileText) },
          { requiredKeys: ['pageURI'] },
        ),
      ),
      // Mostly well-formed events, so hostile context and detail values get as far as the database.
      event: maybe(
        fc.oneof(
          { arbitrary: anyJson, weight: 1 },
          {
            arbitrary: fc.record({
              name: fc.oneof({ arbitrary: hostileText, weight: 1 }, { arbitrary: fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/), weight: 4 }),
              detail: maybe(fc.oneof(anyJson, fc.dictionary(fc.oneof(hostileText, unstorable), storedText, { maxKeys: 4 }))),
            }),
            weight: 4,
          },
        ),
      ),
    },
    { requiredKeys: [] },
  );

  it('of the data layer answer 200 or a clear 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(dataLayerBody, headerText, async (body, session) => {
        const response = await postJson(telemetryApiPaths.dataLayer, body, { cookie: `portico_session=${session}` });
        if (response.status === 200) {
          const json = (await response.json()) as { dataProperties: { key: string }[]; mvpOfferList: unknown[] };
          expect(json.dataProperties[0]).toEqual({ key: 'memState', value: 'unauthenticated' });
          expect(json.mvpOfferList).toEqual([]);
        } else await expectClearRefusal(response);
      }),
      { numRuns: 100 },
    );
  });

  it('of events that reach the database answer 200 or a clear 400, never a 5xx', async () => {
    // Well-formed but for the values that are stored: page, event name and detail.
    const storedEvent = fc.record({
      context: fc.record({ pageURI: storedText }),
      event: fc.record({
        name: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/), hostileText),
        detail: fc.oneof(fc.dictionary(fc.oneof(hostileText, unstorable), storedText, { maxKeys: 4 }), anyJson),
      }),
    });
    await fc.assert(
      fc.asyncProperty(storedEvent, async (body) => {
        const response = await postJson(telemetryApiPaths.dataLayer, body);
        if (response.status !== 200) await expectClearRefusal(response);
      }),
      { numRuns: 100 },
    );
  });

  it('of the logger answer 204 or a clear 4xx, never a 5xx', async () => {
    const logBody = fc.oneof(anyJson, fc.record({ message: anyJson, level: maybe(anyJson) }, { requiredKeys: [] }));
    await fc.assert(
      fc.asyncProperty(logBody, async (body) => {
        const response = await postJson(telemetryApiPaths.logger, body);
        if (response.status !== 204) await expectClearRefusal(response);
      }),
      { numRuns: 60 },
    );
  });

  it('of any raw body and content type answer a 4xx or success, never a 5xx', async () => {
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(telemetryApiPaths.dataLayer, telemetryApiPaths.logger), hostileText, contentType, async (path, raw, type) => {
        const response = await fetch(`${api.overlayUrl}${path}`, { method: 'POST', headers: { 'content-type': type }, body: raw });
        expectClientErrorOrSuccess(response);
      }),
      { numRuns: 60 },
    );
  });
});

describe('cookies', () => {
  it('of any value leave user details answering 200 FAILURE', async () => {
    const cookieText = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_=.%+/ '.split('')), maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(cookieText, cookieText, async (session, remembered) => {
        const response = await fetch(`${api.hostUrl}${authApiPaths.userDetails}`, {
          headers: { cookie: `portico_session=${session}; portico_remembered=${remembered}` },
        });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { status: string }).status).toBe('FAILURE');
      }),
      { numRuns: 40 },
    );
  });
});

describe('GraphQL variables', () => {
  const operations = [
    { name: 'HotelOverview', query: 'query HotelOverview($v: String!) { propertyBySeoNickname(seoNickname: $v) { id } }' },
    { name: 'Property', query: 'query Property($v: ID!) { property(id: $v) { id } }' },
    { name: 'HotelGuestReviews', query: 'query HotelGuestReviews($v: Int!) { property(id: "NYCTS") { guestReviews(first: $v) { id rating } } }' },
    { name: 'SearchProductsByProperty', query: 'query SearchProductsByProperty($v: AvailabilitySearchInput!) { searchProductsByProperty(input: $v) { isExactMatch } }' },
    { name: 'NightlyProducts', query: 'query NightlyProducts($v: NightlyProductsInput!) { nightlyProducts(input: $v) { month } }' },
    { name: 'SuggestedPlaces', query: 'query SuggestedPlaces($v: String!) { suggestedPlaces(query: $v, locale: "en-US") { id } }' },
    { name: 'SuggestedPlacesLocale', query: 'query SuggestedPlacesLocale($v: String) { suggestedPlaces(query: "lon", locale: $v) { id } }' },
    { name: 'HotelSearch', query: 'query HotelSearch($v: HotelSearchInput!) { hotelSearch(input: $v) { city hotels { distanceFromCentreKm } } }' },
    { name: 'CartPrice', query: 'query CartPrice($v: ID!) { cart(id: $v) { id } }' },
    { name: 'CreateCart', query: 'mutation CreateCart($v: CreateCartInput!) { createCart(input: $v) { id } }' },
  ];

  it.each(operations)('of $name answer any value without a 5xx, with a message for every error', async ({ name, query }) => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        const response = await fetch(`${api.hostUrl}${graphQlBasePath}/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-by': 'fuzz' },
          body: JSON.stringify({ operationName: name, query, variables: { v: value } }),
        });
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
        for (const error of body.errors ?? []) expect(error.message).not.toBe('Unexpected error.');
      }),
      { numRuns: 60 },
    );
  });
});

describe('booking search fields', () => {
  // Days around today, malformed days, and hostile text; counts far beyond the limits either way.
  const isoDay = fc.integer({ min: -800, max: 800 }).map((days) => runDayPlus(days));
  const day = fc.oneof(isoDay, hostileText, fc.constantFrom('2027-02-30', '2027-13-01', '0000-00-00', '9999-12-31'));
  const count = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
  const search = fc.record({
    propertyId: fc.oneof(fc.constantFrom('NYCTS', 'TYOGZ', 'nycts', 'ZZZZZ'), hostileText),
    checkInDate: day,
    checkOutDate: day,
    numRooms: fc.oneof(count, fc.integer({ min: -1, max: 10 })),
    numAdultsPerRoom: fc.oneof(count, fc.integer({ min: -1, max: 9 })),
    numChildrenPerRoom: fc.oneof(count, fc.integer({ min: -1, max: 7 })),
    rewardsRedemption: fc.boolean(),
  });

  it('answer any search without a 5xx, every refusal a client error with words of its own', async () => {
    await fc.assert(
      fc.asyncProperty(search, async (input) => {
        const response = await fetch(`${api.hostUrl}${graphQlBasePath}/SearchProductsByProperty`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-by': 'fuzz' },
          body: JSON.stringify({
            operationName: 'SearchProductsByProperty',
            query: 'query SearchProductsByProperty($v: AvailabilitySearchInput!) { searchProductsByProperty(input: $v) { isExactMatch rooms { roomsLeft } } }',
            variables: { v: input },
          }),
        });
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
        for (const error of body.errors ?? []) expect(error.message).not.toBe('Unexpected error.');
      }),
      { numRuns: 80 },
    );
  });
});

describe('hotel search fields', () => {
  const isoDay = fc.integer({ min: -800, max: 800 }).map((days) => runDayPlus(days));
  const day = fc.oneof(isoDay, hostileText, fc.constantFrom('2027-02-30', '0000-00-00', '9999-12-31'));
  const count = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
  const search = fc.record({
    destination: fc.oneof(fc.constantFrom('London', 'são paulo', 'portico', 'İstanbul', ''), hostileText, fc.string({ maxLength: 80 })),
    checkInDate: day,
    checkOutDate: day,
    numRooms: fc.oneof(count, fc.integer({ min: -1, max: 10 })),
    numAdultsPerRoom: fc.oneof(count, fc.integer({ min: -1, max: 9 })),
    numChildrenPerRoom: fc.oneof(count, fc.integer({ min: -1, max: 7 })),
  });

  it('answer any search without a 5xx, every refusal a client error with words of its own', async () => {
    await fc.assert(
      fc.asyncProperty(search, async (input) => {
        const response = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelSearch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-by': 'fuzz' },
          body: JSON.stringify({
            operationName: 'HotelSearch',
            query: 'query HotelSearch($v: HotelSearchInput!) { hotelSearch(input: $v) { city hotels { distanceFromCentreKm lowestNightly { value } } } }',
            variables: { v: input },
          }),
        });
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as { errors?: { message: string }[] };
        for (const error of body.errors ?? []) expect(error.message).not.toBe('Unexpected error.');
      }),
      { numRuns: 60 },
    );
  });
});

describe('saved-hotels update from a signed-in member', () => {
  const UPDATE = `mutation UpdateSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {
    updateCustomerSavedProperties(input: $input) { status { code httpStatus } savedProperties { id } }
  }`;

  it('answers any input without a 5xx or an unexpected error, and saves only real hotels', async () => {
    const response = await authCalls(api).signInAs('liam.chen@example.com');
    const cookie = `portico_session=${cookieValue(response, 'portico_session')}`;
    const input = fc.oneof(
      anyJson,
      fc.record({
        id: fc.oneof(fc.constant('C1000002'), hostileText),
        savedProperties: fc.array(fc.record({ id: fc.oneof(fc.constantFrom('NYCTS', 'lonkx', 'BKKRV'), hostileText) }), { maxLength: 25 }),
        revisionToken: fc.oneof(fc.constantFrom('0', '1', '2'), hostileText),
      }),
    );
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const result = await fetch(`${api.hostUrl}${graphQlBasePath}/UpdateSavedProperties`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-by': 'fuzz', cookie },
          body: JSON.stringify({ operationName: 'UpdateSavedProperties', query: UPDATE, variables: { input: value } }),
        });
        expect(result.status).toBeLessThan(500);
        const body = (await result.json()) as {
          data?: { updateCustomerSavedProperties?: { savedProperties: { id: string }[] } } | null;
          errors?: { message: string }[];
        };
        for (const error of body.errors ?? []) expect(error.message).not.toBe('Unexpected error.');
        for (const saved of body.data?.updateCustomerSavedProperties?.savedProperties ?? []) {
          expect(['NYCTS', 'LONKX', 'BKKRV']).toContain(saved.id);
        }
      }),
      { numRuns: 80 },
    );
  });
});
