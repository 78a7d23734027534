import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApiPaths } from '../../../shared/domain/account-api';
import { SIGN_IN_LOCKOUT } from '../../../shared/domain/sign-in-lockout';
import { ProfilePageDocument, UpdateCommunicationOptionDocument } from '../../../shared/graphql/generated/graphql';
import { DEMO_PASSWORD } from '../../seed/fixtures';
import { FIXTURE_CONFIRMATION_NUMBERS as NUMBERS } from '../../seed/reservation-fixtures';
import { accountCalls } from '../../testing/account-calls';
import { authCalls, cookieValue } from '../../testing/auth-calls';
import { bookingCalls, cookieJar, type CookieJar } from '../../testing/booking-calls';
import { startAccountTestApi, type AccountTestApi } from '../../testing/account-calls';
import type { TestApi } from '../../testing/test-api';

const NEW_PASSWORD = 'Fresh#Start2026';

let api: TestApi;
let clock: AccountTestApi['clock'];
let auth: AccountTestApi['auth'];

beforeAll(async () => {
  ({ api, clock, auth } = await startAccountTestApi());
});
afterAll(() => api.close());

const sessionOf = async (email: string, password = DEMO_PASSWORD) => {
  const response = await auth.signInAs(email, password);
  return cookieJar(`portico_session=${cookieValue(response, 'portico_session')}`);
};
const profile = (jar?: CookieJar) => bookingCalls(api).send(ProfilePageDocument, {}, jar);
const setMarketing = (marketingEmails: boolean, jar?: CookieJar) => bookingCalls(api).send(UpdateCommunicationOptionDocument, { input: { marketingEmails } }, jar);

async function changePassword(jar: CookieJar | undefined, current: string, next: string) {
  const cookie = jar?.header();
  return fetch(`${api.hostUrl}${accountApiPaths.changePassword}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ encryptedCurrentPassword: await auth.encrypt(current), encryptedNewPassword: await auth.encrypt(next), locale: 'en-US' }),
  });
}

/** Puts Liam's past Paris stay `endedDaysAgo` days before the test's today (negative: still to end). */
async function moveParisStay(endedDaysAgo: number) {
  await api.db.query(`update reservations set check_in = ($2::timestamptz at time zone 'Europe/Paris')::date - $3::int, nights = 2 where confirmation_number = $1`, [
    NUMBERS.liamPast,
    clock.now,
    endedDaysAgo + 2,
  ]);
}

describe('the account store', () => {
  it('gives the signed-in member’s level, points and award nights from their entries, and the nights of stays ended this year', async () => {
    const liam = await sessionOf('liam.chen@example.com');
    await moveParisStay(-1);
    const before = (await profile(liam)).data!.accountStore!;
    expect(before).toMatchObject({ memberNumber: '100000002', memberLevel: 'PLATINUM', givenName: 'Liam', surname: 'Chen', hasTwoStepVerification: false });

    await api.db.query(`insert into member_points_entries (member_id, points, reason, created_at) select id, 2500, 'GOODWILL', $1 from members where member_number = '100000002'`, [clock.now]);
    await api.db.query(`insert into member_suite_night_award_entries (member_id, nights, reason, created_at) select id, 3, 'GOODWILL', $1 from members where member_number = '100000002'`, [clock.now]);
    await moveParisStay(1);
    const after = (await profile(liam)).data!.accountStore!;
    expect(after.currentPointBalance - before.currentPointBalance).toBe(2500);
    expect(after.suiteNightAwards - before.suiteNightAwards).toBe(3);
    expect(after.totalNights - before.totalNights).toBe(2);

    // A cancelled stay counts no nights.
    await api.db.query(`update reservations set status = 'CANCELLED', cancelled_at = $2, cancellation_number = '99990001', cancellation_charge_minor = 0 where confirmation_number = $1`, [
      NUMBERS.liamPast,
      clock.now,
    ]);
    expect((await profile(liam)).data!.accountStore!.totalNights).toBe(before.totalNights);
  });

  it('is null for a visitor', async () => {
    expect((await profile()).data?.accountStore).toBeNull();
  });

  it('gives and takes back the consent to offers by e-mail, and only for a signed-in member', async () => {
    const ava = await sessionOf('ava.morgan@example.com');
    expect((await setMarketing(true, ava)).data?.updateCommunicationOption.communicationOption).toEqual({ marketingEmails: true });
    expect((await setMarketing(true, ava)).data?.updateCommunicationOption.communicationOption).toEqual({ marketingEmails: true });
    const { rows } = await api.db.query<{ consents: string[] }>(`select consents from members where member_number = '100000001'`);
    expect(rows[0]!.consents.filter((consent) => consent === 'MARKETING')).toHaveLength(1);
    expect((await setMarketing(false, ava)).data?.updateCommunicationOption.communicationOption).toEqual({ marketingEmails: false });
    expect((await profile(ava)).data?.accountStore?.communicationOption.marketingEmails).toBe(false);
    expect((await setMarketing(true)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changing the password', () => {
  it('takes the current password, ends every other session, keeps this browser signed in, and tells the member', async () => {
    const here = await sessionOf('sofia.reyes@example.com');
    const elsewhere = await sessionOf('sofia.reyes@example.com');
    const changed = await changePassword(here, DEMO_PASSWORD, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    const newSession = cookieValue(changed, 'portico_session');
    expect(newSession).toBeTruthy();
    expect(await auth.userDetails(`portico_session=${newSession}`)).toMatchObject({ status: 'SUCCESS' });
    expect(await auth.userDetails(elsewhere.header())).toMatchObject({ status: 'FAILURE' });
    expect(await auth.userDetails(here.header())).toMatchObject({ status: 'FAILURE' });
    expect((await auth.signInAs('sofia.reyes@example.com', DEMO_PASSWORD)).status).toBe(401);
    expect((await auth.signInAs('sofia.reyes@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await accountCalls(api).waitForMail('sofia.reyes@example.com')).subject).toBe('Your Portico password was changed');
  });

  it('refuses a new password that breaks the rules, on its field, and changes nothing', async () => {
    const emma = await sessionOf('emma.walsh@example.com');
    const refused = await changePassword(emma, DEMO_PASSWORD, 'short');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field: 'newPassword' });
    expect(await auth.userDetails(emma.header())).toMatchObject({ status: 'SUCCESS' });
    expect((await auth.signInAs('emma.walsh@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it(`counts a wrong current password against the sign-in lock: the ${SIGN_IN_LOCKOUT.maxFailures}th locks the account`, async () => {
    const ava = await sessionOf('ava.morgan@example.com');
    for (let attempt = 1; attempt < SIGN_IN_LOCKOUT.maxFailures; attempt += 1) {
      const wrong = await changePassword(ava, 'Not#MyPassword1', NEW_PASSWORD);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ errorCode: 'CURRENT_PASSWORD_WRONG', field: 'currentPassword', message: 'That is not your current password.' });
    }
    const locked = await changePassword(ava, 'Not#MyPassword1', NEW_PASSWORD);
    expect(locked.status).toBe(423);
    expect(await locked.json()).toMatchObject({ errorCode: 'ACCOUNT_LOCKED' });
    // Locked now: even the right password changes nothing, and sign-in is locked too.
    expect((await changePassword(ava, DEMO_PASSWORD, NEW_PASSWORD)).status).toBe(423);
    expect((await auth.signInAs('ava.morgan@example.com', DEMO_PASSWORD)).status).toBe(423);
  });

  it('needs a signed-in member, and passwords encrypted as the sign-in’s', async () => {
    const refused = await changePassword(undefined, DEMO_PASSWORD, NEW_PASSWORD);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    const liam = await sessionOf('liam.chen@example.com');
    const clear = await fetch(`${api.hostUrl}${accountApiPaths.changePassword}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: liam.header()! },
      body: JSON.stringify({ encryptedCurrentPassword: DEMO_PASSWORD, encryptedNewPassword: NEW_PASSWORD }),
    });
    expect(clear.status).toBe(400);
    expect(await clear.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field: 'currentPassword' });
  });
});
