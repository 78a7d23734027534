import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Clock } from '../../auth/clock';
import type { Database } from '../../db/database';
import { storeInboxMessage } from './inbox-store';

/** Larger than any message the product writes; anything bigger is refused by the server itself. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

export type EmbeddedSmtpServer = { smtpUrl: string; close(): Promise<void> };

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);

/**
 * A real SMTP server on a loopback port of its own, in the product's process: the mail the product
 * sends goes over SMTP through nodemailer exactly as it would to a real server, is parsed by mailparser
 * and lands in the inbox table. Loopback only, no AUTH and no TLS: nothing off this machine can reach it.
 */
export async function startEmbeddedSmtpServer(db: Database, clock: Clock): Promise<EmbeddedSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Portico development inbox',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((recipient) => recipient.address);
          return storeInboxMessage(
            db,
            {
              channel: 'EMAIL',
              from: addressesOf(parsed.from)[0] ?? null,
              to: envelope.length ? envelope : addressesOf(parsed.to),
              subject: parsed.subject ?? null,
              text: parsed.text ?? null,
              html: typeof parsed.html === 'string' ? parsed.html : null,
            },
            clock(),
          );
        })
        .then(() => callback(), (error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
