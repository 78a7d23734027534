import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { startEmbeddedSmtpServer } from './embedded-inbox/embedded-smtp-server';
import type { Mailer } from './outgoing-mail';
import { createSmtpMailer } from './smtp-mailer';

export type MailChannel = { mailer: Mailer; close(): Promise<void> };

/**
 * The product's one way out for e-mail: nodemailer over SMTP, to SMTP_URL's server when it is set and
 * otherwise to the SMTP server this process starts on loopback, whose inbox the /dev/mail page reads.
 */
export async function openMailChannel({ smtpUrl, from, db, clock }: { smtpUrl: string | null; from: string; db: Database; clock: Clock }): Promise<MailChannel> {
  if (smtpUrl) {
    const mailer = createSmtpMailer({ smtpUrl, from });
    return { mailer, close: async () => mailer.close() };
  }
  const embedded = await startEmbeddedSmtpServer(db, clock);
  const mailer = createSmtpMailer({ smtpUrl: embedded.smtpUrl, from });
  return {
    mailer,
    async close() {
      mailer.close();
      await embedded.close();
    },
  };
}
