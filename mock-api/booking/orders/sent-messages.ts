import type { Queryable } from '../../db/database';

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
