import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkTokenOf, startAccountTestApi, type AccountTestApi } from '../../testing/account-calls';
import type { TestApi } from '../../testing/test-api';
import { DEMO_PASSWORD } from '../../seed/fixtures';

/** Joined at the front desk: a member number and an e-mail address, no password. */
const GRACE = { memberNumber: '100000007', surname: 'Lin', email: 'grace.lin@example.com' };
const AVA = { memberNumber: '100000001', surname: 'Morgan', email: 'ava.morgan@example.com' };
const FIRST_PASSWORD = 'Front#Desk2026';

let api: TestApi;
let account: AccountTestApi['account'];
let auth: AccountTestApi['auth'];

beforeEach(async () => {
  ({ api, account, auth } = await startAccountTestApi());
});
afterEach(() => api.close());

describe('activating an online account', () => {
  it('e-mails a member who joined at a hotel a link to choose a first password, with which she then signs in', async () => {
    expect((await auth.signInAs(GRACE.email, DEMO_PASSWORD)).status).toBe(401);
    expect((await account.activate(GRACE.memberNumber, GRACE.surname)).status).toBe(202);
    await api.settled();
    const mail = await account.waitForMail(GRACE.email);
    expect(mail.subject).toBe('Activate your Portico Rewards online account');
    expect(mail.text).toContain('member number 100000007');
    expect(mail.text).toContain('http://localhost:18280/resetPassword.mi?activate=true&locale=en-US#token=');

    expect((await account.newPassword(linkTokenOf(mail), FIRST_PASSWORD)).status).toBe(200);
    await api.settled();
    // A first password changes nothing she had: no "your password was changed" alarm follows.
    expect(await account.inbox(GRACE.email)).toHaveLength(1);
    expect((await auth.signInAs(GRACE.email, FIRST_PASSWORD)).status).toBe(200);
    expect((await auth.signInAs(GRACE.memberNumber, FIRST_PASSWORD)).status).toBe(200);
  });

  it('takes the surname as a person would type it: any case, spaces around it', async () => {
    await account.activate(GRACE.memberNumber, '  lIN ');
    await api.settled();
    expect(await account.waitForMail(GRACE.email)).toMatchObject({ subject: 'Activate your Portico Rewards online account' });
  });

  it('sends nothing when the surname is not the member’s, or no member has the number, and answers alike', async () => {
    for (const [number, surname] of [[GRACE.memberNumber, 'Chen'], ['199999999', 'Lin']] as const) {
      const response = await account.activate(number, surname);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ status: 'SUCCESS' });
    }
    await api.settled();
    expect(await account.inbox()).toEqual([]);
  });

  it('sends a member whose account is online already a password reset link instead', async () => {
    await account.activate(AVA.memberNumber, AVA.surname);
    await api.settled();
    const mail = await account.waitForMail(AVA.email);
    expect(mail.subject).toBe('Reset your Portico password');
    expect(mail.text).toContain('/resetPassword.mi?locale=en-US#token=');
  });

  it('refuses a member number or a surname of the wrong shape, naming the field and its message', async () => {
    const cases: [unknown, unknown, string, string][] = [
      ['', 'Lin', 'memberNumber', 'validation.memberNumber.required'],
      ['12345', 'Lin', 'memberNumber', 'validation.signIn.memberNumberLike'],
      [100000007, 'Lin', 'memberNumber', 'validation.memberNumber.required'],
      [GRACE.memberNumber, '', 'surname', expect.stringMatching(/^validation\./) as unknown as string],
    ];
    for (const [number, surname, field, messageKey] of cases) {
      const response = await account.activate(number, surname);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field, messageKey });
    }
  });
});
