import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOIN_LINK_HOURS, JOIN_MAILS_PER_HOUR } from '../../../shared/domain/account-api';
import { JOIN_PASSWORD, linkTokenOf, NEW_MEMBER, startAccountTestApi, type AccountTestApi, type JoinForm } from '../../testing/account-calls';
import { cookieValue } from '../../testing/auth-calls';
import { testRunInstant } from '../../testing/test-instant';
import type { TestApi } from '../../testing/test-api';

const MAYA = NEW_MEMBER.email;
const AVA = 'ava.morgan@example.com';

let api: TestApi;
let clock: AccountTestApi['clock'];
let account: AccountTestApi['account'];
let auth: AccountTestApi['auth'];

beforeEach(async () => {
  ({ api, clock, account, auth } = await startAccountTestApi(testRunInstant()));
});
afterEach(() => api.close());

const hours = (count: number) => {
  clock.now = new Date(clock.now.getTime() + count * 3_600_000);
};

/** Asks to join with `form` and answers the token of the link e-mailed to `mailbox`. */
async function joinLinkFor(form: JoinForm = {}, mailbox = MAYA) {
  expect((await account.join(form)).status).toBe(202);
  await api.settled();
  return linkTokenOf(await account.waitForMail(mailbox));
}

const memberCount = async (email: string) => (await api.db.query<{ count: number }>('select count(*)::int as count from members where email = $1', [email])).rows[0]!.count;

describe('asking to join', () => {
  it('e-mails a multipart link to the finishing page, in the page’s language, and makes no member yet', async () => {
    const token = await joinLinkFor();
    const [mail] = await account.inbox(MAYA);
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Confirm your e-mail to join Portico Rewards' });
    expect(mail!.text).toContain('Hello Maya,');
    expect(mail!.text).toContain(`http://localhost:18280/loyalty/createAccount/createAccountPage2.mi?locale=en-US#token=${token}`);
    expect(mail!.text).toContain(`within ${JOIN_LINK_HOURS} hours`);
    expect(mail!.html).toContain(`href="http://localhost:18280/loyalty/createAccount/createAccountPage2.mi?locale=en-US#token=${token}"`);
    expect(`${mail!.text}${mail!.html}`).not.toContain(JOIN_PASSWORD);
    expect(await memberCount(MAYA)).toBe(0);
  });

  it('writes in Arabic, right to left, for an Arabic page', async () => {
    await joinLinkFor({ locale: 'ar' });
    const [mail] = await account.inbox(MAYA);
    expect(mail!.subject).toBe('أكّد بريدك الإلكتروني للانضمام إلى Portico Rewards');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('refuses each field by enrollment’s rules, naming the field and its message, and keeps nothing', async () => {
    const cases: [JoinForm, string, number][] = [
      [{ givenName: '' }, 'givenName', 400],
      [{ email: 'maya@' }, 'email', 400],
      [{ address: { ...NEW_MEMBER.address, stateProvinceCode: null } }, 'address.stateProvinceCode', 400],
      [{ address: { ...NEW_MEMBER.address, postalCode: '6060' } }, 'address.postalCode', 400],
      [{ password: 'short' }, 'password', 400],
      [{ address: { ...NEW_MEMBER.address, countryCode: 'GB', stateProvinceCode: null, postalCode: 'SW1A 1AA' }, consents: [] }, 'consents', 400],
      [{ address: { ...NEW_MEMBER.address, countryCode: 'KP', stateProvinceCode: null } }, 'address.countryCode', 403],
      [{ clientId: 'not a client id!' }, 'clientId', 400],
    ];
    for (const [form, field, status] of cases) {
      const response = await account.join(form);
      expect(response.status, field).toBe(status);
      expect(await response.json(), field).toMatchObject({ field, message: expect.any(String) });
    }
    await api.settled();
    expect(await account.inbox(MAYA)).toEqual([]);
    expect((await api.db.query('select 1 from join_requests')).rows).toEqual([]);
  });

  it('answers a body that is not a join form with a 400 naming what is missing, never a 500', async () => {
    for (const body of [null, [], 'maya', { givenName: 7 }]) {
      const response = await fetch(`${api.hostUrl}/mi/phoenix-account-navigation/v1/createOnlineAccount`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT' });
    }
  });

  it(`sends one address ${JOIN_MAILS_PER_HOUR} join e-mails an hour at most, answering every request alike`, async () => {
    for (let sent = 0; sent <= JOIN_MAILS_PER_HOUR; sent += 1) expect((await account.join()).status).toBe(202);
    await api.settled();
    expect(await account.inbox(MAYA)).toHaveLength(JOIN_MAILS_PER_HOUR);
    hours(1);
    await joinLinkFor({}, MAYA);
    expect(await account.inbox(MAYA)).toHaveLength(JOIN_MAILS_PER_HOUR + 1);
  });
});

describe('an e-mail that is a member’s already', () => {
  it('gets the same answer, and the member is told by e-mail how to sign in; no link, no second account', async () => {
    const response = await account.join({ email: AVA });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
    await api.settled();
    const mail = await account.waitForMail(AVA);
    expect(mail.subject).toBe('You already have a Portico Rewards account');
    expect(mail.text).toContain('member number 100000001');
    expect(mail.text).toContain('http://localhost:18280/sign-in.mi');
    expect(mail.text).not.toContain('#token=');
    expect(await memberCount(AVA)).toBe(1);
  });
});

describe('the join link', () => {
  it('makes the member, signs them in, and the password they chose signs them in again', async () => {
    const response = await account.finishJoining(await joinLinkFor());
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ status: 'SUCCESS', givenName: 'Maya', memberNumber: expect.stringMatching(/^2\d{8}$/), sweepstakesTitle: null, nextStateURI: '/' });
    const details = await auth.userDetails(`portico_session=${cookieValue(response, 'portico_session')}`);
    expect(details).toMatchObject({ status: 'SUCCESS', headerSubtext: { consumerName: 'Maya' }, userProfileData: { memberNumber: answer.memberNumber, tier: 'Member' } });
    const { rows } = await api.db.query('select city, state_province_code as "state", postal_code as "postalCode", country_code as "country" from members where email = $1', [MAYA]);
    expect(rows).toEqual([{ city: 'Chicago', state: 'IL', postalCode: '60606', country: 'US' }]);
    expect((await auth.signInAs(MAYA, JOIN_PASSWORD)).status).toBe(200);
  });

  it('works once', async () => {
    const token = await joinLinkFor();
    expect((await account.finishJoining(token)).status).toBe(201);
    const again = await account.finishJoining(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ errorCode: 'JOIN_LINK_INVALID', messageKey: 'refusal.account.joinLinkInvalid' });
    expect(await memberCount(MAYA)).toBe(1);
  });

  it('makes one member when followed twice at once', async () => {
    const token = await joinLinkFor();
    const statuses = (await Promise.all([account.finishJoining(token), account.finishJoining(token)])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400]);
    expect(await memberCount(MAYA)).toBe(1);
  });

  it(`runs out after ${JOIN_LINK_HOURS} hours`, async () => {
    const token = await joinLinkFor();
    hours(JOIN_LINK_HOURS);
    const late = await account.finishJoining(token);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ errorCode: 'JOIN_LINK_EXPIRED', messageParams: { hours: JOIN_LINK_HOURS } });
    expect(await memberCount(MAYA)).toBe(0);
  });

  it('refuses a token that is not ours, of any shape', async () => {
    for (const token of ['', 'x'.repeat(43), 42, null]) {
      const response = await account.finishJoining(token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 'JOIN_LINK_INVALID' });
    }
  });

  it('says the e-mail has an account when one was made with it since the link was sent', async () => {
    const first = await joinLinkFor();
    const second = await joinLinkFor({ givenName: 'Maya Jo' });
    expect((await account.finishJoining(first)).status).toBe(201);
    const refused = await account.finishJoining(second);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errorCode: 'emailDuplicateError' });
  });

  it('enters a sweepstakes running for the client id the join came with, and goes back where the join began', async () => {
    const token = await joinLinkFor({ clientId: 'summer-escape', returnTo: '/hotels/nycts-portico-times-square/overview' });
    const response = await account.finishJoining(token);
    expect(await response.json()).toMatchObject({ sweepstakesTitle: 'Enter the Summer Escape sweepstakes', nextStateURI: '/hotels/nycts-portico-times-square/overview' });
    const { rows } = await api.db.query(`select e.client_id as "clientId" from sweepstakes_entries e join members m on m.id = e.member_id where m.email = $1`, [MAYA]);
    expect(rows).toEqual([{ clientId: 'summer-escape' }]);
  });

  it('never goes off the site once joined, whatever returnTo said', async () => {
    const token = await joinLinkFor({ returnTo: 'https://evil.example/phish', clientId: 'no-such-sweepstakes' });
    expect(await (await account.finishJoining(token)).json()).toMatchObject({ nextStateURI: '/', sweepstakesTitle: null });
  });
});
