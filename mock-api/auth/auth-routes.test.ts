import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApiPaths } from '../../shared/domain/paths';
import { SignInErrorCode } from '../../shared/domain/sign-in-errors';
import { signInErrorMessage } from '../../shared/i18n/refusals-in-english';
import { authCalls, cookieValue, loginEvent, type SignInFields } from '../testing/auth-calls';
import { startTestApi, TEST_HOST_ORIGIN, type TestApi } from '../testing/test-api';

let api: TestApi;
let calls: ReturnType<typeof authCalls>;

beforeEach(async () => {
  api = await startTestApi();
  calls = authCalls(api);
});
afterEach(() => api.close());

describe('public key', () => {
  it('serves a 2048-bit RSA key as base64 SPKI', async () => {
    const body = (await (await fetch(`${api.hostUrl}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
    expect(Buffer.from(body.rsaPublicKey, 'base64').length).toBeGreaterThan(290);
  });
});

describe('sign-in', () => {
  it('signs Ava in by e-mail and answers with the spec sign-in response', async () => {
    const response = await calls.signInAsAva({ returnUrl: '/hotels/nycts-portico-times-square/overview' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      customerDetails: { firstName: 'Ava', lastName: 'Morgan', memberNumber: '100000001', tier: 'Gold' },
      mfaOption: null,
      showBrowserRegistrationCta: false,
      isRedirect: true,
      nextStateURI: '/hotels/nycts-portico-times-square/overview',
      encodePayload: false,
      tripLink: null,
    });
    expect(loginEvent(response)).toEqual({ loginStatus: 'success', memberTier: 'Gold', rememberMe: false, mfaRequired: false });
  });

  it('reports remember-me in the login event', async () => {
    expect(loginEvent(await calls.signInAsAva({ rememberMe: 'true' }))).toMatchObject({ loginStatus: 'success', rememberMe: true });
  });

  it('signs Ava in by member number, and the session is seen on the host origin', async () => {
    const response = await calls.signIn({ userId: '100000001', password: await calls.encrypt('Stay#Well2026') });
    expect(response.status).toBe(200);
    const details = await calls.userDetails(`portico_session=${cookieValue(response, 'portico_session')}`);
    expect(details).toMatchObject({ status: 'SUCCESS', headerSubtext: { consumerName: 'Ava' } });
  });

  it('matches the e-mail whatever its case', async () => {
    const response = await calls.signIn({ userId: 'Ava.Morgan@Example.COM', password: await calls.encrypt('Stay#Well2026') });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with the spec error shape, and sets no cookie', async () => {
    const response = await calls.signIn({ userId: 'ava.morgan@example.com', password: await calls.encrypt('Wrong#Pass1') });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual({
      isRedirect: false,
      message: signInErrorMessage(SignInErrorCode.InvalidCredentials),
      nextStateURI: null,
      phoenixErrorMessages: { errorMessages: [SignInErrorCode.InvalidCredentials] },
    });
    expect(loginEvent(response)).toEqual({ loginStatus: 'failure', errorCode: SignInErrorCode.InvalidCredentials });
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
    if (body.password === 'ENCRYPTED') body.password = await calls.encrypt('Stay#Well2026');
    const response = await calls.signIn(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; phoenixErrorMessages: { errorMessages: string[] } };
    expect(json.phoenixErrorMessages.errorMessages).toEqual([code]);
    expect(json.message.length).toBeGreaterThan(10);
    expect(loginEvent(response)).toEqual({ loginStatus: 'failure', errorCode: code });
  });

  it('answers a JSON body it cannot read with a 4xx, never a 500', async () => {
    const response = await fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userId": ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(loginEvent(response)).toMatchObject({ loginStatus: 'failure' });
  });

  it('accepts a sign-in posted from the host origin', async () => {
    expect((await calls.signInAsAva({}, { origin: TEST_HOST_ORIGIN })).status).toBe(200);
  });
});

describe('user details and sign-out', () => {
  it('answers a visitor with FAILURE and no name', async () => {
    expect(await calls.userDetails()).toEqual({
      status: 'FAILURE',
      rememberedUser: false,
      sessionTimedOut: false,
      headerSubtext: { consumerName: null },
      userProfileData: null,
    });
  });

  it('remembers a member who chose remember-me after the session ends, with their profile', async () => {
    const response = await calls.signInAsAva({ rememberMe: 'true' });
    const session = `portico_session=${cookieValue(response, 'portico_session')}`;
    const remembered = `portico_remembered=${cookieValue(response, 'portico_remembered')}`;
    await calls.signOut(session);
    expect(await calls.userDetails(`${session}; ${remembered}`)).toEqual({
      status: 'FAILURE',
      rememberedUser: true,
      sessionTimedOut: false,
      headerSubtext: { consumerName: 'Ava' },
      userProfileData: { memberNumber: '100000001', consumerId: 'C1000001', tier: 'Gold' },
    });
  });

  it('answers a signed-in member with SUCCESS and their profile', async () => {
    const response = await calls.signInAsAva();
    expect(await calls.userDetails(`portico_session=${cookieValue(response, 'portico_session')}`)).toEqual({
      status: 'SUCCESS',
      rememberedUser: false,
      sessionTimedOut: false,
      headerSubtext: { consumerName: 'Ava' },
      userProfileData: { memberNumber: '100000001', consumerId: 'C1000001', tier: 'Gold', pointsBalance: 45000 },
    });
  });

  it('forgets the browser when the member signs in without remember-me', async () => {
    const first = await calls.signInAsAva({ rememberMe: 'true' });
    const remembered = `portico_remembered=${cookieValue(first, 'portico_remembered')}`;
    const second = await calls.signInAsAva({ rememberMe: 'false' }, { cookie: remembered });
    expect(second.headers.getSetCookie().join()).toMatch(/portico_remembered=;/);
  });
});
