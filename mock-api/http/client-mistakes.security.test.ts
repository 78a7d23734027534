import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authApiPaths, graphQlBasePath, reservationApiPaths, telemetryApiPaths } from '../../shared/domain/paths';
import { DEMO_PASSWORD } from '../seed/fixtures';
import { authCalls } from '../testing/auth-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

/** Every line the server logs, parsed, so tests can say what it did and did not call an error. */
const logLines: { level: number; event?: string; msg?: string; err?: { stack?: string } }[] = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line)) };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { logLevel: 'info' }, logStream });
});
afterAll(() => api.close());
beforeEach(() => {
  logLines.length = 0;
});

const ERROR_LEVEL = 50;
const errorsLogged = () => logLines.filter((line) => line.level >= ERROR_LEVEL || line.err?.stack !== undefined || line.event === 'database_unavailable');

type ApiError = { message?: string; phoenixErrorMessages?: { errorMessages: string[] }; errors?: { message: string; extensions?: { code?: string } }[] };

async function expectClearClientError(response: Response, field?: RegExp) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ApiError;
  const message = body.message ?? body.errors?.[0]?.message ?? '';
  expect(message.length).toBeGreaterThan(10);
  if (field) expect(message).toMatch(field);
  expect(errorsLogged()).toEqual([]);
}

describe('a NUL character is a client’s mistake: 400 with a clear message, no error in the log', () => {
  const loginBody = async (userId: string) => ({ userId, password: await authCalls(api).encrypt(DEMO_PASSWORD), rememberMe: 'false', returnUrl: '/' });

  it.each(['x@example.com\u0000', 'ava.morgan@example.com\u0000', '\u0000', '10000000\u00001'])('in the login %j, sent as JSON', async (userId) => {
    const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await loginBody(userId)),
    });
    await expectClearClientError(response, /userId/);
  });

  it('in the login, sent as a form', async () => {
    const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(await loginBody('x@example.com\u0000')),
    });
    await expectClearClientError(response, /userId/);
  });

  it.each(['\u0001', '\u001f', '\u007f', '\u0085', '\u200b'])('another control or invisible character %j in the login is refused or unknown, never a 5xx', async (character) => {
    const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await loginBody(`ava.morgan@example.com${character}`)),
    });
    expect([400, 401]).toContain(response.status);
    expect(errorsLogged()).toEqual([]);
  });

  it.each(['\u2028', '\ufeff', '\u00a0'])('Unicode white space %j around the login is trimmed like a space', async (character) => {
    const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await loginBody(`${character}ava.morgan@example.com${character}`)),
    });
    expect(response.status).toBe(200);
  });

  it('in a query string', async () => {
    await expectClearClientError(await fetch(`${api.overlayUrl}${authApiPaths.signInSetup}?clientId=summer%00escape`), /clientId/);
  });

  it('in a path parameter', async () => {
    await expectClearClientError(await fetch(`${api.hostUrl}/images/hotels/nycts%00-1.svg`));
  });

  it('in a JSON key or deep inside the body', async () => {
    const key = await fetch(`${api.hostUrl}${telemetryApiPaths.dataLayer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ context: { pageURI: '/' }, event: { name: 'x', detail: { 'a\u0000b': 'c' } } }),
    });
    await expectClearClientError(key, /event\.detail\.a\\u0000b/);
    const deep = await fetch(`${api.overlayUrl}${reservationApiPaths.submitReservationLookup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber: '71234567', lastName: 'Mor\u0000gan' }),
    });
    await expectClearClientError(deep, /lastName/);
  });

  it('in a GraphQL variable by POST, in GraphQL’s own error shape', async () => {
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelOverview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
      body: JSON.stringify({
        operationName: 'HotelOverview',
        query: 'query HotelOverview($seoNickname: String!) { propertyBySeoNickname(seoNickname: $seoNickname) { id } }',
        variables: { seoNickname: 'nycts\u0000' },
      }),
    });
    await expectClearClientError(response, /seoNickname/);
  });

  it('in a GraphQL variable by GET or a string literal: answered, never a 5xx or a logged error', async () => {
    const query = 'query HotelOverview($seoNickname: String!) { propertyBySeoNickname(seoNickname: $seoNickname) { id } }';
    const byGet = new URLSearchParams({ operationName: 'HotelOverview', query, variables: JSON.stringify({ seoNickname: 'nycts\u0000' }) });
    const get = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelOverview?${byGet}`, { headers: { 'x-requested-by': 'test' } });
    const literal = await fetch(`${api.hostUrl}${graphQlBasePath}/Literal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
      body: JSON.stringify({ operationName: 'Literal', query: 'query Literal { property(id: "nycts\\u0000") { id } }' }),
    });
    for (const response of [get, literal]) {
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as { data?: { [field: string]: unknown } }).data).toBeTruthy();
    }
    expect(errorsLogged()).toEqual([]);
  });
});

describe('a client that hangs up mid-request', () => {
  it('is not logged as a database outage, and the server goes on answering', async () => {
    const { port } = new URL(api.overlayUrl);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${authApiPaths.loginWithCredentials} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"userId":"ava`,
        );
        setTimeout(() => {
          socket.resetAndDestroy();
          resolve();
        }, 100);
      });
      socket.on('error', reject);
    });
    // Give the server time to notice the reset and log whatever it logs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logLines.filter((line) => line.event === 'database_unavailable')).toEqual([]);
    expect(logLines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect((await fetch(`${api.hostUrl}${authApiPaths.userDetails}`)).status).toBe(200);
  });
});
