/**
 * A message as the product hands it to the mail channel: multipart, text and HTML, in the reader's
 * locale. Never a password and never more of a card than its brand and last four.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The locale the message is written in (its Content-Language). */
  locale: string;
};

/** The mail channel: one SMTP transport, to the embedded inbox or to SMTP_URL. */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};
