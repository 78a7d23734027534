import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { storeInboxMessage } from '../mail/embedded-inbox/inbox-store';

/** A text message: the number in E.164 (`+14155550142`) and the words. */
export type OutgoingSms = { to: string; text: string };

/** Where text messages go: the embedded outbox by default, an HTTP gateway when SMS_URL is set. */
export type SmsProvider = { send(sms: OutgoingSms): Promise<void> };

/** The embedded provider: text messages land in the development inbox beside the e-mail. */
export function embeddedSmsOutbox(db: Database, clock: Clock): SmsProvider {
  return {
    send: ({ to, text }) => storeInboxMessage(db, { channel: 'SMS', from: null, to: [to], subject: null, text, html: null }, clock()),
  };
}

/**
 * A gateway reached over HTTP: each message is a JSON POST of `{ to, text }` to SMS_URL (with any
 * credentials in its address), the shape most SMS services' webhooks and relays take. Anything but a
 * 2xx is a failure, logged by the caller.
 */
export function httpSmsGateway(url: string): SmsProvider {
  return {
    async send(sms) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sms), signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`the SMS gateway answered ${response.status}`);
    },
  };
}

/** `+1 415 555 0142` → `+14155550142`. */
export const e164Of = (phone: string) => `+${phone.replace(/\D/g, '')}`;
