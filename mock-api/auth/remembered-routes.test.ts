import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROMOTION_SETUP } from '../../shared/domain/membership-promotion';
import { hostPaths } from '../../shared/domain/paths';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { startTestApi, type TestApi } from '../testing/test-api';
import { REMEMBERED_BROWSER_MS } from './sessions';
import { testRunInstant } from '../testing/test-instant';

let api: TestApi;
let calls: ReturnType<typeof authCalls>;
let now: Date;

beforeEach(async () => {
  now = testRunInstant();
  api = await startTestApi({ clock: () => now });
  calls = authCalls(api);
});
afterEach(() => api.close());

/** Signs Ava in with remember-me and signs her out again: the browser is remembered, not signed in. */
async function rememberedAva() {
  const response = await calls.signInAsAva({ rememberMe: 'true' });
  await calls.signOut(`portico_session=${cookieValue(response, 'portico_session')}`);
  return `portico_remembered=${cookieValue(response, 'portico_remembered')}`;
}

const summerEscape = { title: 'Enter the Summer Escape sweepstakes', buttonLabel: 'Join and enter', joinPath: hostPaths.joinNow.path };

describe('sign-in set-up', () => {
  it('answers a new visitor with nothing remembered and no sweepstakes, never cached', async () => {
    const response = await calls.signInSetup();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ rememberedUser: false, rememberedMember: null, sweepstakes: null, promotion: DEFAULT_PROMOTION_SETUP });
  });

  it('names the remembered member and their number', async () => {
    expect(await calls.signInSetupBody('', await rememberedAva())).toEqual({
      rememberedUser: true,
      rememberedMember: { name: 'Ava', memberNumber: '100000001' },
      sweepstakes: null,
      promotion: DEFAULT_PROMOTION_SETUP,
    });
  });

  it('forgets the member once the remembered cookie has expired', async () => {
    const cookie = await rememberedAva();
    now = new Date(now.getTime() + REMEMBERED_BROWSER_MS + 1000);
    expect(await calls.signInSetupBody('', cookie)).toMatchObject({ rememberedUser: false, rememberedMember: null });
  });

  it('lays the promotion out as the flag service says, direct-to-ticket inside the DTT experience group', async () => {
    await api.db.query(`update feature_flags set value = '"icons"' where name = 'signInPromotionLayout'`);
    await api.db.query(`update feature_flags set value = 'true' where name = 'dttExperienceGroup'`);
    expect((await calls.signInSetupBody('')).promotion).toEqual({ layout: 'icons', isDirectToTicket: true });
  });

  it('offers no promotion to a browser signed in as a member, and offers it again once signed out', async () => {
    const response = await calls.signInAsAva({ rememberMe: 'false' });
    const session = `portico_session=${cookieValue(response, 'portico_session')}`;
    expect((await calls.signInSetupBody('', session)).promotion).toBeNull();
    await calls.signOut(session);
    expect((await calls.signInSetupBody('', session)).promotion).toEqual(DEFAULT_PROMOTION_SETUP);
  });

  it('keeps the classic layout when the layout flag names none it knows', async () => {
    await api.db.query(`update feature_flags set value = '"carousel"' where name = 'signInPromotionLayout'`);
    expect((await calls.signInSetupBody('')).promotion).toEqual(DEFAULT_PROMOTION_SETUP);
  });

  it("shows the client id's sweepstakes only inside its window", async () => {
    expect((await calls.signInSetupBody('?clientId=summer-escape')).sweepstakes).toEqual(summerEscape);
    expect((await calls.signInSetupBody('?clientId=winter-escape')).sweepstakes).toBeNull();
    now = new Date(now.getTime() + 367 * 24 * 60 * 60 * 1000);
    expect((await calls.signInSetupBody('?clientId=summer-escape')).sweepstakes).toBeNull();
    now = new Date(now.getTime() - 369 * 24 * 60 * 60 * 1000);
    expect((await calls.signInSetupBody('?clientId=summer-escape')).sweepstakes).toBeNull();
  });

  it.each([
    ['empty', '?clientId='],
    ['too long', `?clientId=${'a'.repeat(65)}`],
    ['with other characters', '?clientId=summer%20escape'],
    ['given twice', '?clientId=a&clientId=b'],
  ])('answers 400 for a client id %s', async (_case, query) => {
    const response = await calls.signInSetup(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'clientId must be 1 to 64 letters, digits, hyphens or underscores, given once.',
      phoenixErrorMessages: { errorMessages: ['INVALID_CLIENT_ID'] },
      nextStateURI: null,
      isRedirect: false,
    });
  });
});

describe('clearing the remembered user', () => {
  it('forgets the browser on the server and clears its cookie', async () => {
    const cookie = await rememberedAva();
    const response = await calls.clearRememberedUser({ cookie });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/portico_remembered=;/);
    // Even a browser that kept the old cookie is no longer greeted.
    expect(await calls.userDetails(cookie)).toMatchObject({ rememberedUser: false, headerSubtext: { consumerName: null }, userProfileData: null });
    expect(await calls.signInSetupBody('', cookie)).toMatchObject({ rememberedUser: false, rememberedMember: null });
  });

  it('is idempotent: without a cookie, or a second time, it still answers 204', async () => {
    expect((await calls.clearRememberedUser()).status).toBe(204);
    const cookie = await rememberedAva();
    expect((await calls.clearRememberedUser({ cookie })).status).toBe(204);
    expect((await calls.clearRememberedUser({ cookie })).status).toBe(204);
  });

  it('leaves a signed-in session alone', async () => {
    const response = await calls.signInAsAva({ rememberMe: 'true' });
    const session = `portico_session=${cookieValue(response, 'portico_session')}`;
    await calls.clearRememberedUser({ cookie: `${session}; portico_remembered=${cookieValue(response, 'portico_remembered')}` });
    expect((await calls.userDetails(session)).status).toBe('SUCCESS');
  });
});
