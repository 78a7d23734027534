import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TWO_STEP_MAX_ATTEMPTS } from '../../../shared/domain/account-api';
import { SIGN_IN_LOCK_MS } from '../../../shared/domain/sign-in-lockout';
import { codeOf, startAccountTestApi, type AccountTestApi } from '../../testing/account-calls';
import { cookieValue } from '../../testing/auth-calls';
import type { TestApi } from '../../testing/test-api';

const NOAH = 'noah.patel@example.com';

let api: TestApi;
let clock: AccountTestApi['clock'];
let account: AccountTestApi['account'];
let auth: AccountTestApi['auth'];

beforeEach(async () => {
  ({ api, clock, account, auth } = await startAccountTestApi());
});
afterEach(() => api.close());

async function codeSent() {
  const response = await auth.signInAs(NOAH);
  const cookie = `portico_two_step=${cookieValue(response, 'portico_two_step')}`;
  expect((await account.generateCode(cookie)).status).toBe(200);
  return { cookie, code: codeOf(await account.waitForMail(NOAH)) };
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-step codes', () => {
  it(`refuse the ${TWO_STEP_MAX_ATTEMPTS + 1}th try: ${TWO_STEP_MAX_ATTEMPTS} wrong codes end the sign-in, even the right code after, and lock the password step`, async () => {
    const { cookie, code } = await codeSent();
    for (let tried = 1; tried < TWO_STEP_MAX_ATTEMPTS; tried += 1) {
      const wrong = await account.verifyCode(cookie, wrongOf(code));
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ errorCode: 'TWO_STEP_CODE_WRONG', messageParams: { attemptsLeft: TWO_STEP_MAX_ATTEMPTS - tried } });
    }
    const last = await account.verifyCode(cookie, wrongOf(code));
    expect(last.status).toBe(423);
    expect(await last.json()).toMatchObject({ errorCode: 'TWO_STEP_LOCKED', messageKey: 'refusal.signIn.otpLockedOutErrorMessage', messageParams: { minutes: 15 } });

    const sixth = await account.verifyCode(cookie, code);
    expect(sixth.status).toBe(401);
    expect(cookieValue(sixth, 'portico_session')).toBeUndefined();
    expect((await auth.signInAs(NOAH)).status).toBe(423);
    clock.now = new Date(clock.now.getTime() + SIGN_IN_LOCK_MS);
    expect((await auth.signInAs(NOAH)).status).toBe(200);
  });

  it('work once: the challenge a code signed in with names nothing after', async () => {
    const { cookie, code } = await codeSent();
    expect((await account.verifyCode(cookie, code)).status).toBe(200);
    expect((await account.verifyCode(cookie, code)).status).toBe(401);
    expect((await account.generateCode(cookie)).status).toBe(401);
  });

  it('are kept only as a hash salted by their sign-in, and the challenge only by its token’s hash', async () => {
    const { cookie, code } = await codeSent();
    const { rows } = await api.db.query('select * from two_step_challenges');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(cookie.split('=')[1]);
  });

  it('belong to the browser that gave the password: another browser without its cookie gets nothing', async () => {
    const { code } = await codeSent();
    const elsewhere = await account.verifyCode('portico_two_step=someone-elses', code);
    expect(elsewhere.status).toBe(401);
    expect(cookieValue(elsewhere, 'portico_session')).toBeUndefined();
  });
});
