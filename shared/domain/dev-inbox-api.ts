/**
 * The development inbox (on except in production mode): what the SMTP server inside the process received
 * and the embedded SMS provider was given, newest first. GET, `?to=` an address or number to filter.
 */
export const devInboxApiPaths = { messages: '/mi/dev-inbox/v1/messages' } as const;

/** One message of the development inbox: an e-mail the embedded SMTP server received, or a text message. */
export type InboxMessage = {
  id: string;
  channel: 'EMAIL' | 'SMS';
  from: string | null;
  to: string[];
  subject: string | null;
  text: string | null;
  html: string | null;
  receivedAt: string;
};

/** `GET devInboxApiPaths.messages`: the newest messages first, at most INBOX_PAGE_SIZE. */
export type InboxAnswer = { messages: InboxMessage[] };

export const INBOX_PAGE_SIZE = 50;
