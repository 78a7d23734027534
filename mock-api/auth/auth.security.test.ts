import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCK_MS } from '../../shared/domain/sign-in-lockout';
import { authApiPaths, telemetryApiPaths } from '../../shared/domain/paths';
import { authCalls, cookieValue, loginEvent } from '../testing/auth-calls';
import { telemetryCalls } from '../testing/telemetry-calls';
import { startTestApi, type TestApi } from '../testing/test-api';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { DOT_SEGMENT_TRICKS } from '../../shared/testing/redirect-tricks';

let api: TestApi;
let calls: ReturnType<typeof authCalls>;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-11-22T10:00:00Z');
  api = await startTestApi({ clock: () => now });
  calls = authCalls(api);
});
afterEach(() => api.close());

const sessionOf = (response: Response) => `portico_session=${cookieValue(response, 'portico_session')}`;

describe('session cookie', () => {
  it('holds 256 random bits, and is HttpOnly, SameSite=Lax and site-wide', async () => {
    const response = await calls.signInAsAva();
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('portico_session='))!;
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(Buffer.from(cookieValue(response, 'portico_session')!, 'base64url')).toHaveLength(32);
  });

  it('is never the same twice', async () => {
    const ids = new Set<string | undefined>();
    for (let attempt = 0; attempt < 5; attempt += 1) ids.add(cookieValue(await calls.signInAsAva(), 'portico_session'));
    expect(ids.size).toBe(5);
  });

  it('stores only a hash of the id', async () => {
    const id = cookieValue(await calls.signInAsAva(), 'portico_session')!;
    const { rows } = await api.db.query<{ count: number }>('select count(*)::int as count from sessions where id_hash = $1', [id]);
    expect(rows[0]?.count).toBe(0);
  });
});

describe('session lifetime', () => {
  it('issues a new session id at sign-in and refuses the old one', async () => {
    const first = sessionOf(await calls.signInAsAva());
    const second = await calls.signInAsAva({}, { cookie: first });
    expect(sessionOf(second)).not.toBe(first);
    expect((await calls.userDetails(first)).status).toBe('FAILURE');
    expect((await calls.userDetails(sessionOf(second))).status).toBe('SUCCESS');
  });

  it('refuses the session id after sign-out', async () => {
    const cookie = sessionOf(await calls.signInAsAva());
    const response = await calls.signOut(cookie);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/portico_session=;/);
    expect((await calls.userDetails(cookie)).status).toBe('FAILURE');
  });

  it('expires after 30 idle minutes, and stays alive while used', async () => {
    const cookie = sessionOf(await calls.signInAsAva());
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect((await calls.userDetails(cookie)).status).toBe('SUCCESS');
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect((await calls.userDetails(cookie)).status).toBe('SUCCESS');
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1000);
    expect((await calls.userDetails(cookie)).status).toBe('FAILURE');
  });

  it('ends 12 hours after sign-in even while in use', async () => {
    const cookie = sessionOf(await calls.signInAsAva());
    const signedInAt = now.getTime();
    while (now.getTime() + SESSION_IDLE_MS / 2 < signedInAt + SESSION_ABSOLUTE_MS) {
      now = new Date(now.getTime() + SESSION_IDLE_MS / 2);
      expect((await calls.userDetails(cookie)).status).toBe('SUCCESS');
    }
    now = new Date(signedInAt + SESSION_ABSOLUTE_MS + 1000);
    expect((await calls.userDetails(cookie)).status).toBe('FAILURE');
  });

  it('says once that an idle session timed out, ends it and drops its cookie', async () => {
    const cookie = sessionOf(await calls.signInAsAva());
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1000);
    const response = await fetch(`${api.hostUrl}${authApiPaths.userDetails}`, { headers: { cookie } });
    expect(await response.json()).toMatchObject({ status: 'FAILURE', sessionTimedOut: true });
    expect(response.headers.getSetCookie().join()).toMatch(/portico_session=;/);
    expect(await calls.userDetails(cookie)).toMatchObject({ status: 'FAILURE', sessionTimedOut: false });
    // Ended, not merely idle: turning the clock back cannot bring it back.
    now = new Date(now.getTime() - SESSION_IDLE_MS);
    expect((await calls.userDetails(cookie)).status).toBe('FAILURE');
  });

  it('says a session timed out after 12 hours too, and keeps greeting a remembered member', async () => {
    const response = await calls.signInAsAva({ rememberMe: 'true' });
    const cookies = `${sessionOf(response)}; portico_remembered=${cookieValue(response, 'portico_remembered')}`;
    now = new Date(now.getTime() + SESSION_ABSOLUTE_MS + 1000);
    expect(await calls.userDetails(cookies)).toMatchObject({ status: 'FAILURE', sessionTimedOut: true, rememberedUser: true });
  });

  it('does not call a signed-out or unknown session timed out', async () => {
    const cookie = sessionOf(await calls.signInAsAva());
    await calls.signOut(cookie);
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1000);
    expect((await calls.userDetails(cookie)).sessionTimedOut).toBe(false);
    expect((await calls.userDetails('portico_session=made-up')).sessionTimedOut).toBe(false);
  });
});

describe('account probing', () => {
  it('answers an unknown account exactly like a wrong password: status and body', async () => {
    const known = await calls.signIn({ userId: 'ava.morgan@example.com', password: await calls.encrypt('Wrong#Pass1') });
    const unknown = await calls.signIn({ userId: 'nobody@example.com', password: await calls.encrypt('Wrong#Pass1') });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
  });

  it('spends as much work on an unknown account as on a wrong password: one password hash either way', async () => {
    const password = await calls.encrypt('Wrong#Pass1');
    // CPU time, not the clock: what an attacker could time is the server's work, and a shared machine's
    // load moves wall-clock medians by more than the margin while the work stays the same. scrypt runs on
    // libuv's threads, which the process's CPU usage counts.
    const work = async (userId: string) => {
      const before = process.cpuUsage();
      await (await calls.signIn({ userId, password })).text();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      // Each round a lock period later, so Ava's failures never add up to a lock (a locked login skips the hash).
      now = new Date(now.getTime() + SIGN_IN_LOCK_MS + 1000);
      known.push(await work('ava.morgan@example.com'));
      unknown.push(await work(`nobody${round}@example.com`));
    }
    // Not a speed target: a bound on what an attacker can learn. Both paths run one scrypt (~50 ms of
    // CPU); an unknown account that skipped it would cost a small fraction of a known one.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.6);
  });
});

describe('redirects', () => {
  it('never sends the user anywhere off the site after sign-in', async () => {
    for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
      const body = (await (await calls.signInAsAva({ returnUrl })).json()) as { nextStateURI: string };
      expect(body.nextStateURI, returnUrl).toBe('/');
    }
  });

  it('judges returnUrl after resolving dot segments and decoding: a path that climbs to //evil.com answers home', async () => {
    const tricks = [...DOT_SEGMENT_TRICKS, `${api.hostUrl}/..//evil.com`];
    for (const returnUrl of tricks) {
      const body = (await (await calls.signInAsAva({ returnUrl })).json()) as { nextStateURI: string };
      expect(body.nextStateURI, returnUrl).toBe('/');
    }
  });

  it('answers the normalised same-site path it judged', async () => {
    const body = (await (await calls.signInAsAva({ returnUrl: '/a/../hotels/nycts-portico-times-square/overview?tab=photos' })).json()) as { nextStateURI: string };
    expect(body.nextStateURI).toBe('/hotels/nycts-portico-times-square/overview?tab=photos');
  });
});

describe('cross-site requests (CSRF)', () => {
  it('refuses a sign-in form posted from another site', async () => {
    const response = await calls.signInAsAva({}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(loginEvent(response)).toEqual({ loginStatus: 'failure', errorCode: 'CROSS_SITE_REQUEST' });
  });

  it('refuses to forget a remembered browser at the request of another site', async () => {
    const response = await calls.signInAsAva({ rememberMe: 'true' });
    const remembered = `portico_remembered=${cookieValue(response, 'portico_remembered')}`;
    const refused = await calls.clearRememberedUser({ cookie: remembered, origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await calls.userDetails(remembered)).rememberedUser).toBe(true);
  });

  it('refuses analytics and log calls posted from another site, and stores nothing', async () => {
    const telemetry = telemetryCalls(api);
    const evil = { origin: 'https://evil.example' };
    expect((await telemetry.dataLayer({ context: { pageURI: '/' }, event: { name: 'forged' } }, evil)).status).toBe(403);
    expect((await telemetry.clientLog({ message: 'forged' }, evil)).status).toBe(403);
    expect((await api.db.query('select 1 from data_layer_events')).rows).toHaveLength(0);
  });

  it('refuses a sign-out posted from another site, and the session lives on', async () => {
    const cookie = sessionOf(await calls.signInAsAva());
    const response = await fetch(`${api.hostUrl}/mi/phoenix-account-auth/v1/signOut`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await calls.userDetails(cookie)).status).toBe('SUCCESS');
  });

  it('changes nothing through GET', async () => {
    const cookie = sessionOf(await calls.signInAsAva());
    const writes = [
      authApiPaths.signOut,
      authApiPaths.loginWithCredentials,
      authApiPaths.clearRememberedUser,
      telemetryApiPaths.dataLayer,
      telemetryApiPaths.logger,
    ];
    for (const path of writes) {
      const response = await fetch(`${api.hostUrl}${path}?userId=100000001`, { headers: { cookie } });
      expect(response.status, path).toBe(404);
    }
    expect((await calls.userDetails(cookie)).status).toBe('SUCCESS');
  });
});

describe('per-client rate limit on sign-in', () => {
  it('answers 429 after the limit, counting both origins together, even for the right password', async () => {
    const limited = await startTestApi({ signInRateLimitPerMinute: 4 });
    try {
      const limitedCalls = authCalls(limited);
      const wrong = await limitedCalls.encrypt('Wrong#Pass1');
      const post = (base: string, password: string) =>
        fetch(`${base}/mi/phoenix-account-auth/v1/loginWithCredentials`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ userId: '100000001', password }),
        });
      const statuses = [];
      for (const base of [limited.overlayUrl, limited.hostUrl, limited.overlayUrl, limited.hostUrl]) statuses.push((await post(base, wrong)).status);
      expect(statuses).toEqual([401, 401, 401, 401]);
      const refused = await post(limited.hostUrl, await limitedCalls.encrypt('Stay#Well2026'));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({ phoenixErrorMessages: { errorMessages: ['TOO_MANY_REQUESTS'] } });
      expect(loginEvent(refused)).toEqual({ loginStatus: 'failure', errorCode: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });

  it('counts a client behind a trusted load balancer by the address it forwards, and ignores the header from anyone else', async () => {
    const behindBalancer = await startTestApi({ signInRateLimitPerMinute: 2, config: { trustedProxies: ['127.0.0.1'] } });
    const direct = await startTestApi({ signInRateLimitPerMinute: 2 });
    try {
      const post = async (api: TestApi, forwardedFor: string) => {
        const wrong = await authCalls(api).encrypt('Wrong#Pass1');
        const response = await fetch(`${api.hostUrl}/mi/phoenix-account-auth/v1/loginWithCredentials`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
          body: new URLSearchParams({ userId: '100000001', password: wrong }),
        });
        return response.status;
      };
      // Behind the balancer: two guests, a limit each.
      expect([await post(behindBalancer, '203.0.113.7'), await post(behindBalancer, '203.0.113.7'), await post(behindBalancer, '203.0.113.7')]).toEqual([401, 401, 429]);
      expect(await post(behindBalancer, '198.51.100.9')).toBe(401);
      // Reached directly: a client that names another address in the header is still counted as itself.
      expect([await post(direct, '203.0.113.1'), await post(direct, '203.0.113.2'), await post(direct, '203.0.113.3')]).toEqual([401, 401, 429]);
    } finally {
      await behindBalancer.close();
      await direct.close();
    }
  });

  it('counts every API process on one database together: the limit is for all of them, not for each', async () => {
    // Two servers on one database, as two processes behind one load balancer are; no state of theirs is shared but it.
    const first = await startTestApi({ signInRateLimitPerMinute: 4 });
    const second = await startTestApi({ signInRateLimitPerMinute: 4, db: first.db });
    try {
      const wrong = await authCalls(first).encrypt('Wrong#Pass1');
      const post = (base: string) =>
        fetch(`${base}/mi/phoenix-account-auth/v1/loginWithCredentials`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ userId: '100000001', password: wrong }),
        });
      const statuses = [];
      for (const base of [first.hostUrl, second.hostUrl, first.overlayUrl, second.overlayUrl, second.hostUrl, first.hostUrl]) statuses.push((await post(base)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
