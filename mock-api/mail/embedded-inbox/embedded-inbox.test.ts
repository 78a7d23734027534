import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devInboxApiPaths } from '../../../shared/domain/dev-inbox-api';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../testing/test-database';
import { startTestApi } from '../../testing/test-api';
import { composeMail } from '../mail-layout';
import { createSmtpMailer } from '../smtp-mailer';
import { startEmbeddedSmtpServer, type EmbeddedSmtpServer } from './embedded-smtp-server';
import { readInbox } from './inbox-store';

let db: Database;
let server: EmbeddedSmtpServer;
const now = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startEmbeddedSmtpServer(db, () => now);
});
afterAll(async () => {
  await server.close();
  await db.close();
});

const mail = (to: string, subject: string) =>
  composeMail({ to, locale: 'ja-JP', subject, brand: 'Portico ホテル', paragraphs: ['こんにちは <b>世界</b>'], action: { label: '開く', href: 'https://portico.example/a?b=1&c=2' }, footer: '—' });

describe('the SMTP server inside the process', () => {
  it('receives what nodemailer sends over SMTP, parsed: sender, recipient, subject, text and HTML, in any script', async () => {
    const mailer = createSmtpMailer({ smtpUrl: server.smtpUrl, from: 'Portico Hotels <no-reply@portico.example>' });
    await mailer.send(mail('Guest@Example.com', 'ご予約の確認'));
    mailer.close();
    const [received] = await readInbox(db, 'guest@example.com');
    expect(received).toMatchObject({ channel: 'EMAIL', from: 'no-reply@portico.example', to: ['guest@example.com'], subject: 'ご予約の確認', receivedAt: now.toISOString() });
    expect(received!.text).toContain('こんにちは <b>世界</b>');
    expect(received!.text).toContain('https://portico.example/a?b=1&c=2');
    // The HTML part escapes what it shows, and keeps the link whole.
    expect(received!.html).toContain('こんにちは &lt;b&gt;世界&lt;/b&gt;');
    expect(received!.html).toContain('href="https://portico.example/a?b=1&amp;c=2"');
  });

  it('listens on loopback only', () => {
    expect(new URL(server.smtpUrl).hostname).toBe('127.0.0.1');
  });
});

describe('the inbox call', () => {
  it('answers the newest first, for one recipient when asked, and refuses a recipient that is not one', async () => {
    const api = await startTestApi({ db });
    try {
      const mailer = createSmtpMailer({ smtpUrl: server.smtpUrl, from: 'no-reply@portico.example' });
      await mailer.send(mail('first@example.com', 'one'));
      await mailer.send(mail('first@example.com', 'two'));
      mailer.close();
      const read = async (query: string) => fetch(`${api.hostUrl}${devInboxApiPaths.messages}${query}`);
      const answer = await read('?to=FIRST@example.com');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(((await answer.json()) as { messages: { subject: string }[] }).messages.map((message) => message.subject)).toEqual(['two', 'one']);
      expect((await read('?to=a&to=b')).status).toBe(400);
      expect((await read(`?to=${'x'.repeat(300)}`)).status).toBe(400);
    } finally {
      await api.close();
    }
  });

  it('is not served in production mode, nor on the overlay origin', async () => {
    const production = await startTestApi({ config: { devInbox: false } });
    try {
      expect((await fetch(`${production.hostUrl}${devInboxApiPaths.messages}`)).status).toBe(404);
      expect((await fetch(`${production.overlayUrl}${devInboxApiPaths.messages}`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
