import { readablePhoneNumber } from '../../../shared/validation/phone-number';
import type { Queryable } from '../../db/database';
import { MessageChannel, type SentMessage } from '../../graphql/generated/resolvers-types';

/** A message of the outbox as the guest may read it (schema: SentMessage). */
export type SentMessageRecord = { id: string; channel: 'EMAIL' | 'SMS'; recipient: string; subject: string | null; body: string; sentAt: Date };

/** The outbox messages of `orderIds`, oldest first, by order, in one query. */
export async function readSentMessages(db: Queryable, orderIds: readonly string[]): Promise<Map<string, SentMessageRecord[]>> {
  const { rows } = await db.query<SentMessageRecord & { orderId: string }>(
    `select order_id::text as "orderId", id::text, channel, recipient, subject, body, created_at as "sentAt"
       from outbox_messages where order_id = any($1::bigint[]) order by created_at, id`,
    [orderIds],
  );
  const byOrder = new Map<string, SentMessageRecord[]>();
  for (const { orderId, ...message } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), message]);
  return byOrder;
}

const CHANNELS = { EMAIL: MessageChannel.Email, SMS: MessageChannel.Sms } as const;

/** A message of the outbox as the schema gives it: a text's number formatted to be read, so the page needs no libphonenumber. */
export function sentMessageOf(message: SentMessageRecord): SentMessage {
  return {
    ...message,
    channel: CHANNELS[message.channel],
    recipientDisplay: message.channel === 'SMS' ? readablePhoneNumber(message.recipient) : message.recipient,
    sentAt: message.sentAt.toISOString(),
  };
}
