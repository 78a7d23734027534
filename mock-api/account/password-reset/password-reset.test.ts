import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MINUTES, PASSWORD_RESETS_PER_HOUR } from '../../../shared/domain/account-api';
import { linkTokenOf, startAccountTestApi, type AccountTestApi } from '../../testing/account-calls';
import { cookieValue } from '../../testing/auth-calls';
import type { TestApi } from '../../testing/test-api';
import { DEMO_PASSWORD } from '../../seed/fixtures';

const AVA = 'ava.morgan@example.com';
const NEW_PASSWORD = 'Fresh#Start2027';

let api: TestApi;
let clock: AccountTestApi['clock'];
let account: AccountTestApi['account'];
let auth: AccountTestApi['auth'];

beforeEach(async () => {
  ({ api, clock, account, auth } = await startAccountTestApi());
});
afterEach(() => api.close());

const minutes = (count: number) => {
  clock.now = new Date(clock.now.getTime() + count * 60_000);
};

/** Asks for a reset link for `userId` and answers the token of the e-mail it brought. */
async function resetLinkFor(userId: string, mailbox = AVA, locale = 'en-US') {
  expect((await account.forgotPassword(userId, locale)).status).toBe(202);
  await api.settled();
  return linkTokenOf(await account.waitForMail(mailbox));
}

const sessionCookie = (response: Response) => `portico_session=${cookieValue(response, 'portico_session')}`;

describe('forgot password, asked by e-mail or member number', () => {
  it('e-mails a multipart message with a link to the new password page, which sets a password the member then signs in with', async () => {
    const token = await resetLinkFor(AVA);
    const [mail] = await account.inbox(AVA);
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Reset your Portico password', from: 'no-reply@portico.example' });
    expect(mail!.text).toContain('Hello Ava,');
    expect(mail!.text).toContain(`http://localhost:18280/resetPassword.mi?locale=en-US#token=${token}`);
    expect(mail!.text).toContain(`within ${PASSWORD_RESET_MINUTES} minutes`);
    expect(mail!.html).toContain(`href="http://localhost:18280/resetPassword.mi?locale=en-US#token=${token}"`);
    expect(mail!.html).toContain('<html lang="en-US" dir="ltr">');

    const reset = await account.newPassword(token, NEW_PASSWORD);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: 'SUCCESS' });
    expect((await auth.signInAs(AVA, NEW_PASSWORD)).status).toBe(200);
    expect((await auth.signInAs(AVA, DEMO_PASSWORD)).status).toBe(401);
  });

  it('finds the account by member number and writes in the page’s language, right to left in Arabic', async () => {
    await resetLinkFor('100000001', AVA, 'ar');
    const [mail] = await account.inbox(AVA);
    expect(mail!.subject).toBe('إعادة تعيين كلمة مرور Portico');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain('/resetPassword.mi?locale=ar#token=');
  });

  it('never puts the new password in the notice it sends once the password changed', async () => {
    await account.newPassword(await resetLinkFor(AVA), NEW_PASSWORD);
    await api.settled();
    const [notice] = await account.inbox(AVA);
    expect(notice!.subject).toBe('Your Portico password was changed');
    expect(`${notice!.text}${notice!.html}`).not.toContain(NEW_PASSWORD);
  });

  it('refuses an address that is neither an e-mail nor a member number, naming the field and the rule', async () => {
    for (const userId of ['', 'not an address', '12345', 42, 'x'.repeat(81)]) {
      const response = await account.forgotPassword(userId);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field: 'userId', messageKey: expect.stringMatching(/^validation\.signIn\./) });
    }
  });
});

describe('a reset link', () => {
  it('works once: sent again, it is refused as used', async () => {
    const token = await resetLinkFor(AVA);
    expect((await account.newPassword(token, NEW_PASSWORD)).status).toBe(200);
    const again = await account.newPassword(token, 'Another#Try2027');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ errorCode: 'RESET_LINK_INVALID', messageKey: 'refusal.account.resetLinkInvalid' });
    expect((await auth.signInAs(AVA, NEW_PASSWORD)).status).toBe(200);
  });

  it(`works for ${PASSWORD_RESET_MINUTES} minutes, then says it has expired`, async () => {
    const token = await resetLinkFor(AVA);
    minutes(PASSWORD_RESET_MINUTES);
    const late = await account.newPassword(token, NEW_PASSWORD);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ errorCode: 'RESET_LINK_EXPIRED', messageKey: 'refusal.account.resetLinkExpired' });
    expect((await auth.signInAs(AVA, DEMO_PASSWORD)).status).toBe(200);
  });

  it('stops working once a newer one is sent', async () => {
    const older = await resetLinkFor(AVA);
    minutes(1);
    expect((await account.forgotPassword(AVA)).status).toBe(202);
    await api.settled();
    const newer = linkTokenOf(await account.waitForMail(AVA, 2));
    expect(newer).not.toBe(older);
    expect((await account.newPassword(older, NEW_PASSWORD)).status).toBe(400);
    expect((await account.newPassword(newer, NEW_PASSWORD)).status).toBe(200);
  });

  it('is not spent by a password that breaks the rules, which are named', async () => {
    const token = await resetLinkFor(AVA);
    const weak = await account.newPassword(token, 'weakpass');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field: 'password', messageKey: expect.stringMatching(/^validation\.password\./) });
    expect((await account.newPassword(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a token that is not one of ours, and a body that is not JSON, without a 500', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), '../../etc/passwd']) expect((await account.newPassword(token, NEW_PASSWORD)).status).toBe(400);
    const form = await fetch(`${api.hostUrl}/mi/phoenix-account-auth/v1/newPasswordSubmit`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'token=x' });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
  });
});

describe('setting the new password', () => {
  it('ends every session of the member and forgets every browser that remembered them', async () => {
    const first = sessionCookie(await auth.signInAsAva());
    const remembered = await auth.signInAsAva({ rememberMe: 'true' });
    const second = sessionCookie(remembered);
    const rememberedCookie = `portico_remembered=${cookieValue(remembered, 'portico_remembered')}`;
    expect((await auth.userDetails(first)).status).toBe('SUCCESS');
    expect((await auth.userDetails(rememberedCookie)).rememberedUser).toBe(true);

    await account.newPassword(await resetLinkFor(AVA), NEW_PASSWORD);
    expect((await auth.userDetails(first)).status).toBe('FAILURE');
    expect((await auth.userDetails(second)).status).toBe('FAILURE');
    expect((await auth.userDetails(rememberedCookie)).rememberedUser).toBe(false);
  });

  it('lifts a sign-in lock, so a member locked out by wrong passwords signs in with the new one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await auth.signInAs(AVA, 'Wrong#Guess2026');
    expect((await auth.signInAs(AVA, DEMO_PASSWORD)).status).toBe(423);
    await account.newPassword(await resetLinkFor(AVA), NEW_PASSWORD);
    expect((await auth.signInAs(AVA, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('how often a mailbox is written to', () => {
  it(`sends at most ${PASSWORD_RESETS_PER_HOUR} links an hour to one account, answering every request alike`, async () => {
    for (let request = 0; request < PASSWORD_RESETS_PER_HOUR + 2; request += 1) expect((await account.forgotPassword(AVA)).status).toBe(202);
    await api.settled();
    expect(await account.inbox(AVA)).toHaveLength(PASSWORD_RESETS_PER_HOUR);
    minutes(61);
    await resetLinkFor(AVA);
    expect(await account.inbox(AVA)).toHaveLength(PASSWORD_RESETS_PER_HOUR + 1);
  });
});
