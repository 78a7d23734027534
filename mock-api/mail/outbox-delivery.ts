import { COUNTRY_DIAL_CODES } from '../../shared/domain/countries';
import type { Database } from '../db/database';
import type { SmsProvider } from '../sms/sms-provider';
import { composeMail } from './mail-layout';
import { mailWords } from './mail-words';
import type { Mailer } from './outgoing-mail';

/** How long a process holds the messages it took before another may try them (it stopped mid-send). */
const LEASE_MS = 60_000;
/** Messages taken per run: a burst of bookings drains over a few runs rather than in one long one. */
const BATCH = 20;
/** After this many failed tries a message is left undelivered, its last error kept, for an operator. */
export const MAX_DELIVERY_ATTEMPTS = 8;

type OutboxRow = { id: string; channel: 'EMAIL' | 'SMS'; recipient: string; subject: string | null; body: string; htmlBody: string | null; locale: string | null; attempts: number };

export type OutboxChannels = { mailer: Mailer; sms: SmsProvider };

/** The wait before the next try: a minute, doubling, at most two hours. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 2 * 60 * 60 * 1000);

const dialCodes = new Map(COUNTRY_DIAL_CODES.map((entry) => [entry.countryCode, entry.dialCode]));

/** A share's number as the outbox keeps it (`US 5555550123`) in E.164 (`+15555550123`). */
export function e164OfOutboxNumber(recipient: string): string {
  // Shares are written in E.164 now; older rows name the country, then the national digits.
  if (/^\+[1-9]\d{6,14}$/.test(recipient)) return recipient;
  const [country, digits] = recipient.split(' ');
  const dialCode = country ? dialCodes.get(country) : undefined;
  if (!dialCode || !digits) throw new Error(`the outbox number "${recipient}" names no known country`);
  return `+${dialCode}${digits}`;
}

async function send(row: OutboxRow, { mailer, sms }: OutboxChannels) {
  if (row.channel === 'SMS') return sms.send({ to: e164OfOutboxNumber(row.recipient), text: row.body });
  const { t, locale } = await mailWords(row.locale);
  const subject = row.subject ?? t('mail.brand');
  // The text part is the body as written with the order; the HTML part draws the same words in the brand's layout.
  const drawn = composeMail({ to: row.recipient, locale, subject, brand: t('mail.brand'), paragraphs: row.body.split(/\n{2,}/), footer: t('mail.footer') });
  return mailer.send({ ...drawn, text: `${row.body}\n\n—\n${t('mail.footer')}`, html: row.htmlBody ?? drawn.html });
}

/**
 * Delivers what the outbox holds, written there in the transactions of the orders the messages belong
 * to. Messages are taken in a short transaction that leases them (`for update skip locked`, then a
 * lease time), so the sending itself holds no lock, every process may run this at once without sending
 * one message twice, and a process that stops mid-send leaves its messages to the next run after the
 * lease. A failed send is tried again later, a minute after the first failure and doubling from there.
 * Answers how many messages went out.
 */
export async function deliverOutbox(db: Database, channels: OutboxChannels, now: Date): Promise<number> {
  const taken = await db.transaction(async (tx) => {
    const { rows } = await tx.query<OutboxRow>(
      `select id::text, channel, recipient, subject, body, html_body as "htmlBody", locale, delivery_attempts as attempts
         from outbox_messages
        where delivered_at is null and delivery_attempts < $2 and (next_attempt_at is null or next_attempt_at <= $1)
        order by id limit ${BATCH} for update skip locked`,
      [now, MAX_DELIVERY_ATTEMPTS],
    );
    if (rows.length) {
      await tx.query('update outbox_messages set next_attempt_at = $2 where id = any($1::bigint[])', [rows.map((row) => row.id), new Date(now.getTime() + LEASE_MS)]);
    }
    return rows;
  });
  let delivered = 0;
  for (const row of taken) {
    try {
      await send(row, channels);
      await db.query('update outbox_messages set delivered_at = $2, next_attempt_at = null, delivery_error = null where id = $1', [row.id, now]);
      delivered += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db.query('update outbox_messages set delivery_attempts = $2, next_attempt_at = $3, delivery_error = $4 where id = $1', [
        row.id,
        attempts,
        new Date(now.getTime() + retryDelayMs(attempts)),
        (error instanceof Error ? error.message : String(error)).slice(0, 500),
      ]);
    }
  }
  return delivered;
}
