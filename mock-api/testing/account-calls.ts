import { vi } from 'vitest';
import { accountApiPaths, type JoinRequest } from '../../shared/domain/account-api';
import { devInboxApiPaths, type InboxAnswer, type InboxMessage } from '../../shared/domain/dev-inbox-api';
import { authCalls } from './auth-calls';
import { startTestApi, type TestApi } from './test-api';

type Headers = Record<string, string>;

/** The account calls (forgot password, new password) and the development inbox, over real HTTP, for API tests. */
export function accountCalls(api: TestApi) {
  const post = (path: string, body: unknown, headers: Headers = {}) =>
    fetch(`${api.hostUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  const forgotPassword = (userId: unknown, locale = 'en-US', headers: Headers = {}) => post(accountApiPaths.forgotPasswordSubmit, { userId, locale }, headers);

  /** Sets `password` (in clear, encrypted here as the page does) with a reset link's token. */
  const newPassword = async (token: string, password: string, headers: Headers = {}) =>
    post(accountApiPaths.newPasswordSubmit, { token, encryptedPassword: await authCalls(api).encrypt(password), locale: 'en-US' }, headers);

  /** Asks for a two-step code for the sign-in `cookie` (the two-step challenge's) names. */
  const generateCode = (cookie: string, channel: unknown = 'EMAIL', locale = 'en-US') => post(accountApiPaths.generateOTP, { channel, locale }, { cookie });
  const verifyCode = (cookie: string, code: unknown) => post(accountApiPaths.verifyOTP, { code }, { cookie });

  /** Asks to join with `form` (a valid US member by default), the password in clear, encrypted here as the page does. */
  const join = async (form: JoinForm = {}, headers: Headers = {}) => {
    const { password = JOIN_PASSWORD, ...rest } = form;
    return post(accountApiPaths.createOnlineAccount, { ...NEW_MEMBER, ...rest, encryptedPassword: await authCalls(api).encrypt(password) }, headers);
  };
  const activate = (memberNumber: unknown, surname: unknown, locale = 'en-US') => post(accountApiPaths.activateOnlineAccount, { memberNumber, surname, locale });
  const finishJoining = (token: unknown, headers: Headers = {}) => post(accountApiPaths.submitCreateOnlineAccount, { token }, headers);

  const inbox = async (to?: string): Promise<InboxMessage[]> => {
    const response = await fetch(`${api.hostUrl}${devInboxApiPaths.messages}${to ? `?${new URLSearchParams({ to })}` : ''}`);
    return ((await response.json()) as InboxAnswer).messages;
  };

  /**
   * The newest message to `to` once `count` have arrived: the account calls send after answering, so a
   * test waits for the message as a guest waits for their mail.
   */
  const waitForMail = async (to: string, count = 1): Promise<InboxMessage> =>
    vi.waitFor(
      async () => {
        const messages = await inbox(to);
        if (messages.length < count) throw new Error(`${messages.length} of ${count} messages to ${to} so far`);
        return messages[0]!;
      },
      { timeout: 10_000, interval: 25 },
    );

  return { forgotPassword, newPassword, generateCode, verifyCode, join, finishJoining, activate, inbox, waitForMail };
}

export const JOIN_PASSWORD = 'Joined#Today2026';

/** A join form as the join page sends it: a new member in Chicago, by default. */
export const NEW_MEMBER: Omit<JoinRequest, 'encryptedPassword'> = {
  title: null,
  givenName: 'Maya',
  surname: 'Okafor',
  email: 'maya.okafor@example.com',
  smsNumber: null,
  consents: [],
  phone: null,
  address: { line1: '233 S Wacker Dr', line2: null, city: 'Chicago', stateProvinceCode: 'IL', countryCode: 'US', postalCode: '60606' },
  locale: 'en-US',
};

/** What a test changes of the join form; any field may be of the wrong type, as a client's may. */
export type JoinForm = Partial<Record<keyof typeof NEW_MEMBER | 'clientId' | 'returnTo', unknown>> & { password?: string };

/** The token of the link in an account e-mail's text part (a reset or a join link). */
export function linkTokenOf(message: InboxMessage): string {
  const token = /#token=([A-Za-z0-9_-]+)/.exec(message.text ?? '')?.[1];
  if (!token) throw new Error(`no link in "${message.subject}"`);
  return token;
}

/** The code in a two-step message (e-mail or text): its six digits. */
export function codeOf(message: InboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1];
  if (!code) throw new Error(`no code in "${message.subject ?? message.text}"`);
  return code;
}

/** What the account tests run against: a test API on a clock the test moves, and the calls they make. */
export type AccountTestApi = { api: TestApi; clock: { now: Date }; account: ReturnType<typeof accountCalls>; auth: ReturnType<typeof authCalls> };

/** A fresh test API whose clock stands at `start` until the test moves `clock.now`. */
export async function startAccountTestApi(start = new Date('2026-11-22T10:00:00Z')): Promise<AccountTestApi> {
  const clock = { now: start };
  const api = await startTestApi({ clock: () => clock.now });
  return { api, clock, account: accountCalls(api), auth: authCalls(api) };
}
