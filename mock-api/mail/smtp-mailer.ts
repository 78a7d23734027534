import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './outgoing-mail';

export type SmtpMailerOptions = {
  /** smtp:// or smtps:// with any user and password in it. */
  smtpUrl: string;
  /** The From of every message. */
  from: string;
};

/** Sends through nodemailer's pooled SMTP transport, so a burst of messages reuses a few connections. */
export function createSmtpMailer({ smtpUrl, from }: SmtpMailerOptions): Mailer {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(mail: OutgoingMail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: { 'Content-Language': mail.locale } });
    },
    close: () => transport.close(),
  };
}
