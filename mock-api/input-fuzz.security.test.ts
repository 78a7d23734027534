import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiPaths, graphQlBasePath } from '../shared/domain/paths';
import { startTestApi, type TestApi } from './testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
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
  ),
);

const anyJson = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }), fc.dictionary(hostileText, hostileText, { maxKeys: 3 }));

type ErrorBody = { message?: string; phoenixErrorMessages?: { errorMessages?: string[] } };

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
