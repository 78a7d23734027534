import { INBOX_PAGE_SIZE, type InboxMessage } from '../../../shared/domain/dev-inbox-api';
import type { Queryable } from '../../db/database';

export type ReceivedMessage = Omit<InboxMessage, 'id' | 'receivedAt'>;

export async function storeInboxMessage(db: Queryable, message: ReceivedMessage, now: Date): Promise<void> {
  await db.query(
    `insert into dev_inbox_messages (channel, sender, recipients, subject, text_body, html_body, received_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [message.channel, message.from, message.to.map((address) => address.toLowerCase()), message.subject, message.text, message.html, now],
  );
}

/** The newest messages first, all of them or those sent to `recipient` (an e-mail address or a phone number). */
export async function readInbox(db: Queryable, recipient: string | null): Promise<InboxMessage[]> {
  const { rows } = await db.query<Omit<InboxMessage, 'receivedAt'> & { receivedAt: Date }>(
    `select id::text, channel, sender as "from", recipients as "to", subject, text_body as text, html_body as html, received_at as "receivedAt"
       from dev_inbox_messages where $1::text is null or $1 = any(recipients) order by received_at desc, id desc limit ${INBOX_PAGE_SIZE}`,
    [recipient?.toLowerCase() ?? null],
  );
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
}
