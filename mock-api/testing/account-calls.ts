import { vi } from 'vitest';
import { accountApiPaths } from '../../shared/domain/account-api';
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

  return { forgotPassword, newPassword, generateCode, verifyCode, inbox, waitForMail };
}

/** The token of the reset link in a reset e-mail's text part. */
export function resetTokenOf(message: InboxMessage): string {
  const token = /#token=([A-Za-z0-9_-]+)/.exec(message.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in "${message.subject}"`);
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
