import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptPassword } from '../../shared/auth/encrypt-password';
import { authApiPaths } from '../../shared/domain/paths';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { startTestApi, TEST_HOST_ORIGIN, type TestApi } from '../testing/test-api';

let api: TestApi;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-11-22T10:00:00Z');
  api = await startTestApi({ clock: () => now });
});
afterEach(() => api.close());

/** Encrypts as the sign-in overlay does, with the same WebCrypto code. */
async function encrypt(password: string): Promise<string> {
  const { rsaPublicKey } = (await (await fetch(`${api.hostUrl}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
  return encryptPassword(password, rsaPublicKey);
}

type SignInFields = Partial<Record<'userId' | 'password' | 'rememberMe' | 'returnUrl' | 'pageModuleName', string>>;

async function signIn(fields: SignInFields, headers: Record<string, string> = {}) {
  return fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields as Record<string, string>),
  });
}

async function signInAsAva(extra: SignInFields = {}, headers: Record<string, string> = {}) {
  return signIn(
    { userId: 'ava.morgan@example.com', password: await encrypt('Stay#Well2026'), rememberMe: 'false', returnUrl: '/', ...extra },
    headers,
  );
}

function cookieValue(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie?.split(';')[0]?.slice(name.length + 1);
}

async function userDetails(cookie?: string) {
  const response = await fetch(`${api.hostUrl}${authApiPaths.userDetails}`, { headers: cookie ? { cookie } : {} });
  return response.json() as Promise<{ status: string; rememberedUser: boolean; headerSubtext: { consumerName: string | null } }>;
}

describe('public key', () => {
  it('serves a 2048-bit RSA key as base64 SPKI', async () => {
    const body = (await (await fetch(`${api.hostUrl}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
    expect(Buffer.from(body.rsaPublicKey, 'base64').length).toBeGreaterThan(290);
  });
});

describe('sign-in', () => {
  it('signs Ava in by e-mail with an httpOnly SameSite session cookie of 256 random bits', async () => {
    const response = await signInAsAva({ returnUrl: '/hotels/nycts-portico-times-square/overview' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      customerDetails: { firstName: 'Ava', lastName: 'Morgan', memberNumber: '100000001', tier: 'Gold' },
      mfaOption: null,
      isRedirect: true,
      nextStateURI: '/hotels/nycts-portico-times-square/overview',
    });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('portico_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(Buffer.from(cookieValue(response, 'portico_session')!, 'base64url')).toHaveLength(32);
    expect(JSON.parse(decodeURIComponent(response.headers.get('logineventdetails')!))).toMatchObject({ loginStatus: 'success' });
  });

  it('signs Ava in by member number, and the session is seen on the host origin', async () => {
    const response = await signIn({ userId: '100000001', password: await encrypt('Stay#Well2026') });
    expect(response.status).toBe(200);
    const details = await userDetails(`portico_session=${cookieValue(response, 'portico_session')}`);
    expect(details).toMatchObject({ status: 'SUCCESS', headerSubtext: { consumerName: 'Ava' } });
  });

  it('matches the e-mail whatever its case', async () => {
    const response = await signIn({ userId: 'Ava.Morgan@Example.COM', password: await encrypt('Stay#Well2026') });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with the spec error shape, and sets no cookie', async () => {
    const response = await signIn({ userId: 'ava.morgan@example.com', password: await encrypt('Wrong#Pass1') });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchInlineSnapshot(`
      {
        "isRedirect": false,
        "message": "The email, member number or password you entered is not correct. Check them and try again.",
        "nextStateURI": null,
        "phoenixErrorMessages": {
          "errorMessages": [
            "password.username.invalid",
          ],
        },
      }
    `);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const known = await signIn({ userId: 'ava.morgan@example.com', password: await encrypt('Wrong#Pass1') });
    const unknown = await signIn({ userId: 'nobody@example.com', password: await encrypt('Wrong#Pass1') });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
  });

  it('never sends the user anywhere off the site after sign-in', async () => {
    for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
      const body = (await (await signInAsAva({ returnUrl })).json()) as { nextStateURI: string };
      expect(body.nextStateURI, returnUrl).toBe('/');
    }
  });

  it.each([
    ['no userId', { password: 'x' }, 'UNPROCESSABLE_ENTITY'],
    ['a userId that is neither e-mail nor member number', { userId: 'ava', password: 'x' }, 'username.type.invalid'],
    ['a userId over 80 characters', { userId: `${'a'.repeat(75)}@example.com`, password: 'x' }, 'username.type.invalid'],
    ['no password', { userId: '100000001' }, 'UNPROCESSABLE_ENTITY'],
    ['a password sent in clear', { userId: '100000001', password: 'Stay#Well2026' }, 'UNPROCESSABLE_ENTITY'],
    ['a rememberMe that is not a boolean', { userId: '100000001', password: 'ENCRYPTED', rememberMe: 'yes' }, 'UNPROCESSABLE_ENTITY'],
  ])('answers 400 with a clear error for %s', async (_case, fields, code) => {
    const body = { ...fields } as SignInFields;
    if (body.password === 'ENCRYPTED') body.password = await encrypt('Stay#Well2026');
    const response = await signIn(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; phoenixErrorMessages: { errorMessages: string[] } };
    expect(json.phoenixErrorMessages.errorMessages).toEqual([code]);
    expect(json.message.length).toBeGreaterThan(10);
  });

  it('answers a JSON body it cannot read with a 4xx, never a 500', async () => {
    const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userId": ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await signInAsAva({}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts a sign-in posted from the host origin', async () => {
    expect((await signInAsAva({}, { origin: TEST_HOST_ORIGIN })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('issues a new session id at sign-in and refuses the old one', async () => {
    const first = `portico_session=${cookieValue(await signInAsAva(), 'portico_session')}`;
    const second = await signInAsAva({}, { cookie: first });
    expect(cookieValue(second, 'portico_session')).not.toBe(first.split('=')[1]);
    expect((await userDetails(first)).status).toBe('FAILURE');
  });

  it('ends the session on the server at sign-out', async () => {
    const cookie = `portico_session=${cookieValue(await signInAsAva(), 'portico_session')}`;
    const response = await fetch(`${api.hostUrl}${authApiPaths.signOut}`, { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/portico_session=;/);
    expect((await userDetails(cookie)).status).toBe('FAILURE');
  });

  it('expires a session after 30 idle minutes, and keeps it while it is used', async () => {
    const cookie = `portico_session=${cookieValue(await signInAsAva(), 'portico_session')}`;
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect((await userDetails(cookie)).status).toBe('SUCCESS');
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect((await userDetails(cookie)).status).toBe('SUCCESS');
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1000);
    expect((await userDetails(cookie)).status).toBe('FAILURE');
  });

  it('ends a session 12 hours after sign-in even while it is in use', async () => {
    const cookie = `portico_session=${cookieValue(await signInAsAva(), 'portico_session')}`;
    const signedInAt = now.getTime();
    while (now.getTime() + SESSION_IDLE_MS / 2 < signedInAt + SESSION_ABSOLUTE_MS) {
      now = new Date(now.getTime() + SESSION_IDLE_MS / 2);
      expect((await userDetails(cookie)).status).toBe('SUCCESS');
    }
    now = new Date(signedInAt + SESSION_ABSOLUTE_MS + 1000);
    expect((await userDetails(cookie)).status).toBe('FAILURE');
  });

  it('remembers a member who chose remember-me after the session ends', async () => {
    const response = await signInAsAva({ rememberMe: 'true' });
    const session = `portico_session=${cookieValue(response, 'portico_session')}`;
    const remembered = `portico_remembered=${cookieValue(response, 'portico_remembered')}`;
    await fetch(`${api.hostUrl}${authApiPaths.signOut}`, { method: 'POST', headers: { cookie: session } });
    expect(await userDetails(`${session}; ${remembered}`)).toEqual({
      status: 'FAILURE',
      rememberedUser: true,
      headerSubtext: { consumerName: 'Ava' },
      userProfileData: null,
    });
  });

  it('answers a visitor with FAILURE and no name', async () => {
    expect(await userDetails()).toEqual({
      status: 'FAILURE',
      rememberedUser: false,
      headerSubtext: { consumerName: null },
      userProfileData: null,
    });
  });
});
