import { afterEach, describe, expect, it } from 'vitest';
import type { SignInSuccessResponse } from '../../shared/domain/auth-responses';
import { hostPaths } from '../../shared/domain/paths';
import { SignInErrorCode } from '../../shared/domain/sign-in-errors';
import { signInErrorMessage } from '../../shared/i18n/refusals-in-english';
import { authCalls, cookieValue, loginEvent } from '../testing/auth-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function start(signInDisabledLocales: string[] = []) {
  api = await startTestApi({ config: { signInDisabledLocales } });
  return authCalls(api);
}

describe('sign-in in locales where it is off', () => {
  it.each([
    ['zh-TW, always off', [], 'zh-TW,zh;q=0.9,en;q=0.8'],
    ['zh_tw spelt loosely', [], 'zh_tw'],
    ['a configured locale', ['fr-CA'], 'fr-CA,en;q=0.5'],
    ['a region of a configured language', ['de'], 'de-AT'],
  ])('refuses %s with 403, even with the right password', async (_case, disabled, acceptLanguage) => {
    const calls = await start(disabled);
    const response = await calls.signInAsAva({}, { 'accept-language': acceptLanguage });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = (await response.json()) as { message: string; phoenixErrorMessages: { errorMessages: string[] } };
    expect(body.phoenixErrorMessages.errorMessages).toEqual([SignInErrorCode.LocaleDisabled]);
    expect(body.message).toContain(signInErrorMessage(SignInErrorCode.LocaleDisabled));
    expect(loginEvent(response)).toEqual({ loginStatus: 'failure', errorCode: SignInErrorCode.LocaleDisabled });
  });

  it.each([
    ['a locale that is on', 'en-GB'],
    ['a disabled locale that is not the first', 'en-US,zh-TW;q=0.9'],
    ['no preference', '*'],
    ['a malformed header', ';;,,'],
  ])('signs in with %s', async (_case, acceptLanguage) => {
    const calls = await start(['fr-CA']);
    expect((await calls.signInAsAva({}, { 'accept-language': acceptLanguage })).status).toBe(200);
  });
});

describe('sign-in of a member with two-step verification', () => {
  it('accepts the password but starts no session: it sends Noah on to verify, with masked destinations', async () => {
    const calls = await start();
    const response = await calls.signInAs('noah.patel@example.com', undefined, { rememberMe: 'true', returnUrl: '/hotels/x/overview' });
    expect(response.status).toBe(200);
    // Only the challenge the code will answer: no session, no remembered browser.
    expect(response.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['portico_two_step']);
    expect((await response.json()) as SignInSuccessResponse).toEqual({
      customerDetails: { consumerId: 'C1000004', firstName: 'Noah', lastName: 'Patel', memberNumber: '100000004', tier: 'Silver' },
      mfaOption: { emailAddress: 'n••••@example.com', phoneNumbers: ['•••• 0142'] },
      showBrowserRegistrationCta: false,
      isRedirect: true,
      nextStateURI: hostPaths.verifyIdentity.path,
      encodePayload: false,
      tripLink: null,
    });
    expect(loginEvent(response)).toEqual({ loginStatus: 'success', memberTier: 'Silver', rememberMe: true, mfaRequired: true });
  });

  it('leaves the browser signed out, and not remembered', async () => {
    const calls = await start();
    const response = await calls.signInAs('100000004');
    expect(cookieValue(response, 'portico_session')).toBeUndefined();
    const { rows } = await api!.db.query<{ count: number }>(
      `select (select count(*) from sessions) + (select count(*) from remembered_browsers) as count`,
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it('refuses Noah a wrong password like anyone else', async () => {
    const calls = await start();
    const response = await calls.signInAs('noah.patel@example.com', 'Wrong#Pass1');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { mfaOption?: unknown }).mfaOption).toBeUndefined();
  });
});
