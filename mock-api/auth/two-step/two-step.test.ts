import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TWO_STEP_CODE_MINUTES, TWO_STEP_MAX_CODES, TWO_STEP_RESEND_SECONDS } from '../../../shared/domain/account-api';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { codeOf, startAccountTestApi, type AccountTestApi } from '../../testing/account-calls';
import { cookieValue } from '../../testing/auth-calls';
import type { TestApi } from '../../testing/test-api';

const NOAH = 'noah.patel@example.com';
const NOAH_PHONE = '+14155550142';

let api: TestApi;
let clock: AccountTestApi['clock'];
let account: AccountTestApi['account'];
let auth: AccountTestApi['auth'];

beforeEach(async () => {
  ({ api, clock, account, auth } = await startAccountTestApi());
});
afterEach(() => api.close());

const seconds = (count: number) => {
  clock.now = new Date(clock.now.getTime() + count * 1000);
};

/** Noah's password step: the two-step cookie it leaves, as `name=value`, and its answer. */
async function passwordStep(extra: Record<string, string> = {}) {
  const response = await auth.signInAs(NOAH, undefined, { returnUrl: '/loyalty/findReservationList.mi', ...extra });
  expect(response.status).toBe(200);
  expect(cookieValue(response, 'portico_session')).toBeUndefined();
  const body = (await response.json()) as SignInSuccessResponse;
  return { cookie: `portico_two_step=${cookieValue(response, 'portico_two_step')}`, body };
}

describe('two-step sign-in', () => {
  it('sends a six-digit code to the member’s e-mail, and the code signs them in where they were going', async () => {
    const { cookie, body } = await passwordStep();
    expect(body.nextStateURI).toBe('/loyalty/verifyIdentity.mi');
    const sent = await account.generateCode(cookie, 'EMAIL');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ status: 'SUCCESS', sentTo: 'n••••@example.com', resendAfterSeconds: TWO_STEP_RESEND_SECONDS });
    const mail = await account.waitForMail(NOAH);
    expect(mail.subject).toBe('Your Portico sign-in code');
    expect(mail.text).toContain(`It works for ${TWO_STEP_CODE_MINUTES} minutes.`);

    const verified = await account.verifyCode(cookie, codeOf(mail));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ status: 'SUCCESS', nextStateURI: '/loyalty/findReservationList.mi', tripLink: null });
    const session = `portico_session=${cookieValue(verified, 'portico_session')}`;
    expect(await auth.userDetails(session)).toMatchObject({ status: 'SUCCESS' });
    expect(verified.headers.getSetCookie().join()).toMatch(/portico_two_step=;/);
  });

  it('sends it by text message to the member’s phone instead, and keeps remember-me from the password step', async () => {
    const { cookie } = await passwordStep({ rememberMe: 'true' });
    expect(await (await account.generateCode(cookie, 'SMS')).json()).toMatchObject({ sentTo: '•••• 0142' });
    const [text] = await account.inbox(NOAH_PHONE);
    expect(text).toMatchObject({ channel: 'SMS', subject: null });
    const verified = await account.verifyCode(cookie, `${codeOf(text!).slice(0, 3)} ${codeOf(text!).slice(3)}`);
    expect(verified.status).toBe(200);
    expect(cookieValue(verified, 'portico_remembered')).toBeTruthy();
  });

  it(`lets a new code be asked for after ${TWO_STEP_RESEND_SECONDS} seconds, which replaces the one before`, async () => {
    const { cookie } = await passwordStep();
    await account.generateCode(cookie);
    const first = codeOf(await account.waitForMail(NOAH));
    const tooSoon = await account.generateCode(cookie);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe(String(TWO_STEP_RESEND_SECONDS));
    expect(await tooSoon.json()).toMatchObject({ errorCode: 'TWO_STEP_RESEND_TOO_SOON', messageParams: { seconds: TWO_STEP_RESEND_SECONDS } });

    seconds(TWO_STEP_RESEND_SECONDS);
    expect((await account.generateCode(cookie)).status).toBe(200);
    const second = codeOf(await account.waitForMail(NOAH, 2));
    if (second !== first) expect((await account.verifyCode(cookie, first)).status).toBe(400);
    expect((await account.verifyCode(cookie, second)).status).toBe(200);
  });

  it(`sends at most ${TWO_STEP_MAX_CODES} codes for one sign-in`, async () => {
    const { cookie } = await passwordStep();
    for (let sent = 0; sent < TWO_STEP_MAX_CODES; sent += 1) {
      expect((await account.generateCode(cookie)).status).toBe(200);
      seconds(TWO_STEP_RESEND_SECONDS);
    }
    expect(await (await account.generateCode(cookie)).json()).toMatchObject({ errorCode: 'TWO_STEP_TOO_MANY_CODES' });
  });

  it(`refuses a code after its ${TWO_STEP_CODE_MINUTES} minutes`, async () => {
    const { cookie } = await passwordStep();
    await account.generateCode(cookie);
    const code = codeOf(await account.waitForMail(NOAH));
    seconds(TWO_STEP_CODE_MINUTES * 60);
    const late = await account.verifyCode(cookie, code);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ errorCode: 'TWO_STEP_CODE_EXPIRED', messageKey: 'refusal.account.twoStepCodeExpired' });
  });

  it('answers each mistake with its own refusal, never a 500', async () => {
    const { cookie } = await passwordStep();
    expect(await (await account.verifyCode(cookie, '123456')).json()).toMatchObject({ errorCode: 'TWO_STEP_NO_CODE' });
    for (const code of ['', '12345', '1234567', 'abcdef', 123456, null]) {
      const refused = await account.verifyCode(cookie, code);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field: 'code', messageKey: 'validation.twoStepCode.format' });
    }
    for (const channel of ['FAX', '', null]) expect(await (await account.generateCode(cookie, channel)).json()).toMatchObject({ field: 'channel' });
    expect(await (await account.generateCode('portico_two_step=made-up')).json()).toMatchObject({ errorCode: 'TWO_STEP_NOT_STARTED' });
    expect((await account.verifyCode('', '123456')).status).toBe(401);
  });

  it('refuses a text message for a member who gave no phone', async () => {
    await api.db.query(`update members set mfa_phone = null where email = $1`, [NOAH]);
    const { cookie } = await passwordStep();
    expect(await (await account.generateCode(cookie, 'SMS')).json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field: 'channel' });
  });
});
