import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_ORIGIN_HEADER } from '../../shared/domain/embed-api';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { startTestApi, TEST_HOST_ORIGIN, type TestApi } from '../testing/test-api';
import { siteOf } from './cross-site-framing';

const PARTNER = 'https://travel-blog.example';
const NOT_ALLOWED = 'https://someone-else.example';
const SESSION = 'portico_session';
const PARTITIONED_SESSION = `__Host-${SESSION}`;

let api: TestApi;
let auth: ReturnType<typeof authCalls>;

beforeAll(async () => {
  api = await startTestApi({ config: { allowedHostOrigins: [TEST_HOST_ORIGIN, PARTNER] } });
  auth = authCalls(api);
});
afterAll(() => api.close());

const sessionLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe('an overlay framed by an allowed page of another site', () => {
  it('gets its session as a partitioned cookie: __Host-, Secure, SameSite=None, Partitioned, httpOnly, and no Lax one', async () => {
    const response = await auth.signInAsAva({}, { [TOP_ORIGIN_HEADER]: PARTNER });
    const line = sessionLine(response, PARTITIONED_SESSION);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=None/);
    expect(line).toMatch(/; Partitioned/);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/Domain=/i);
    expect(sessionLine(response, SESSION)).toBeUndefined();
  });

  it('is signed in by that cookie on its later calls, and signed out of it (the partitioned cookie cleared)', async () => {
    const cookie = `${PARTITIONED_SESSION}=${cookieValue(await auth.signInAsAva({}, { [TOP_ORIGIN_HEADER]: PARTNER }), PARTITIONED_SESSION)!}`;
    expect((await auth.userDetails(cookie)).status).toBe('SUCCESS');
    const signOut = await fetch(`${api.overlayUrl}/mi/phoenix-account-auth/v1/signOut`, { method: 'POST', headers: { cookie, [TOP_ORIGIN_HEADER]: PARTNER } });
    expect(sessionLine(signOut, PARTITIONED_SESSION)).toMatch(/^__Host-portico_session=;.*Partitioned/);
    expect((await auth.userDetails(cookie)).status).toBe('FAILURE');
  });
});

describe('every other request keeps SameSite=Lax', () => {
  it.each([
    ['no top-level page named (a page of its own, or the host site)', {}],
    ['the host origin named as the top-level page (same site)', { [TOP_ORIGIN_HEADER]: TEST_HOST_ORIGIN }],
    ['a page that may not frame the overlays named', { [TOP_ORIGIN_HEADER]: NOT_ALLOWED }],
  ])('%s', async (_case, headers: Record<string, string>) => {
    const response = await auth.signInAsAva({}, headers);
    expect(sessionLine(response, SESSION)).toMatch(/; SameSite=Lax/);
    expect(sessionLine(response, PARTITIONED_SESSION)).toBeUndefined();
  });
});

describe('siteOf', () => {
  it('keys an origin by scheme and registrable domain, as browsers key cookies', () => {
    expect(siteOf('https://overlays.portico.co.uk')).toBe(siteOf('https://www.portico.co.uk'));
    expect(siteOf('https://www.portico.co.uk')).not.toBe(siteOf('http://www.portico.co.uk'));
    expect(siteOf('http://localhost:8081')).toBe(siteOf('http://localhost:8082'));
    expect(siteOf('http://localhost:8081')).not.toBe(siteOf('http://127.0.0.1:8082'));
    expect(siteOf('https://a.github.io')).not.toBe(siteOf('https://b.github.io'));
  });
});
