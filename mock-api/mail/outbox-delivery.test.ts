import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { accountCalls } from '../testing/account-calls';
import { startTestApi, type TestApi } from '../testing/test-api';
import { deliverOutbox, e164OfOutboxNumber, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './outbox-delivery';
import type { Mailer, OutgoingMail } from './outgoing-mail';

let api: TestApi;
let orderId: string;
const now = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  api = await startTestApi();
  const { rows } = await api.db.query<{ id: string }>('select id::text from orders order by id limit 1');
  orderId = rows[0]!.id;
});
afterAll(() => api.close());

/** A message as an order's transaction writes it. */
async function written(db: Database, message: { channel: 'EMAIL' | 'SMS'; recipient: string; subject: string | null; body: string }): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into outbox_messages (order_id, channel, recipient, subject, body, created_at, kind) values ($1, $2, $3, $4, $5, $6, 'SHARE') returning id::text`,
    [orderId, message.channel, message.recipient, message.subject, message.body, now],
  );
  return rows[0]!.id;
}

const stateOf = async (id: string) =>
  (
    await api.db.query<{ deliveredAt: Date | null; attempts: number; nextAttemptAt: Date | null; error: string | null }>(
      `select delivered_at as "deliveredAt", delivery_attempts as attempts, next_attempt_at as "nextAttemptAt", delivery_error as error from outbox_messages where id = $1`,
      [id],
    )
  ).rows[0]!;

describe('the outbox', () => {
  it('is delivered after the order’s transaction: e-mail through SMTP as text and HTML, texts to the number in E.164, each once', async () => {
    const account = accountCalls(api);
    const mail = await written(api.db, { channel: 'EMAIL', recipient: 'friend@example.com', subject: 'Your stay at Portico Times Square', body: 'Check-in: Friday\nCheck-out: Sunday\n\nSee you soon <3' });
    const text = await written(api.db, { channel: 'SMS', recipient: 'GB 7700900123', subject: null, body: 'Portico Times Square, 40000001' });

    expect(await api.deliverMessages(now)).toBe(2);
    expect(await api.deliverMessages(now)).toBe(0);
    const [received] = await account.inbox('friend@example.com');
    expect(received).toMatchObject({ channel: 'EMAIL', subject: 'Your stay at Portico Times Square' });
    expect(received!.text).toContain('Check-in: Friday\nCheck-out: Sunday');
    expect(received!.html).toContain('See you soon &lt;3');
    expect(await account.inbox('+447700900123')).toMatchObject([{ channel: 'SMS', text: 'Portico Times Square, 40000001' }]);
    expect(await stateOf(mail)).toMatchObject({ deliveredAt: now, attempts: 0, error: null });
    expect((await stateOf(text)).deliveredAt).toEqual(now);
  });

  it('tries a failed message again later, a minute and then doubling, and gives up after its last try', async () => {
    const failing: Mailer = {
      send: async (_mail: OutgoingMail) => {
        throw new Error('421 try again later');
      },
      close: () => {},
    };
    const channels = { mailer: failing, sms: { send: async () => {} } };
    const id = await written(api.db, { channel: 'EMAIL', recipient: 'later@example.com', subject: 'Later', body: 'Later' });
    expect(await deliverOutbox(api.db, channels, now)).toBe(0);
    expect(await stateOf(id)).toMatchObject({ attempts: 1, nextAttemptAt: new Date(now.getTime() + 60_000), error: '421 try again later' });
    // Not before its time, nor by another process meanwhile.
    expect(await deliverOutbox(api.db, channels, new Date(now.getTime() + 59_000))).toBe(0);
    expect((await stateOf(id)).attempts).toBe(1);
    expect(retryDelayMs(2)).toBe(120_000);

    await api.db.query('update outbox_messages set delivery_attempts = $2, next_attempt_at = null where id = $1', [id, MAX_DELIVERY_ATTEMPTS]);
    expect(await api.deliverMessages(now)).toBe(0);
    expect((await stateOf(id)).deliveredAt).toBeNull();
  });

  it('leases what it takes, so two processes running at once send each message once', async () => {
    const sent: string[] = [];
    const slow: Mailer = {
      send: async (mail) => {
        sent.push(mail.to);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
      close: () => {},
    };
    const channels = { mailer: slow, sms: { send: async () => {} } };
    for (let index = 0; index < 5; index += 1) await written(api.db, { channel: 'EMAIL', recipient: `guest${index}@example.com`, subject: 'Hello', body: 'Hello' });
    const [first, second] = await Promise.all([deliverOutbox(api.db, channels, now), deliverOutbox(api.db, channels, now)]);
    expect(first + second).toBe(5);
    expect(new Set(sent).size).toBe(5);
    expect(sent).toHaveLength(5);
  });

  it('sends a number written in E.164, as shares are now, as it is', () => {
    expect(e164OfOutboxNumber('+442079460958')).toBe('+442079460958');
  });

  it('refuses a number whose country it does not know, as a failed try', () => {
    expect(e164OfOutboxNumber('US 5555550123')).toBe('+15555550123');
    expect(() => e164OfOutboxNumber('ZZ 123')).toThrow('names no known country');
  });
});
