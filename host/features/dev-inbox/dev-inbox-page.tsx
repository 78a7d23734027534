import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { devInboxApiPaths, type InboxAnswer, type InboxMessage } from '../../../shared/domain/dev-inbox-api';
import { useMessages } from '../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { colors, radii } from '../../../shared/ui/theme';

const filterClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 1rem;
`;

const messageClass = css`
  margin: 0 0 1rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  & > dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
    color: ${colors.inkMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & > pre {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
  }
  & iframe {
    width: 100%;
    height: 28rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.control};
  }
`;

/** The inbox call's failure; 404 means the server runs without the inbox (production mode). */
class InboxUnreadable extends Error {
  constructor(readonly status: number) {
    super(`the inbox answered ${status}`);
  }
}

async function readInbox(url: string): Promise<InboxAnswer> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new InboxUnreadable(response.status);
  return (await response.json()) as InboxAnswer;
}

type InboxRead = { data?: InboxAnswer; error?: InboxUnreadable; isLoading: boolean };

/**
 * The inbox for `recipient`, read again whenever `reads` changes (Refresh). A plain effect rather than
 * SWR: this page is for developers, and it keeps the cache's code out of the chunks every visitor loads.
 */
function useInbox(recipient: string, reads: number): InboxRead {
  const [read, setRead] = useState<InboxRead>({ isLoading: true });
  useEffect(() => {
    let isCurrent = true;
    setRead((previous) => ({ ...previous, isLoading: true }));
    readInbox(inboxUrl(recipient)).then(
      (data) => isCurrent && setRead({ data, isLoading: false }),
      (error: InboxUnreadable) => isCurrent && setRead({ error, isLoading: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, [recipient, reads]);
  return read;
}

const inboxUrl = (recipient: string) => `${devInboxApiPaths.messages}${recipient ? `?${new URLSearchParams({ to: recipient })}` : ''}`;

/**
 * `/dev/mail`, the development inbox: every e-mail the SMTP server inside the product received and every
 * text message the embedded SMS provider was given, newest first, as a guest would read them. Served
 * only when the inbox is on (never in production mode).
 */
export function DevInboxPage() {
  const { t, locale } = useMessages();
  const [recipient, setRecipient] = useState('');
  const [shownRecipient, setShownRecipient] = useState('');
  const [reads, setReads] = useState(0);
  const inbox = useInbox(shownRecipient, reads);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <>
      <h1>{t('devInbox.heading')}</h1>
      <p>{t('devInbox.intro')}</p>
      <form
        className={filterClass}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setShownRecipient(recipient.trim());
        }}
      >
        <TextField label={t('devInbox.recipient')} type="search" value={recipient} onChange={(event) => setRecipient(event.target.value)} autoComplete="off" />
        <Button type="submit">{t('devInbox.show')}</Button>
        <Button variant="secondary" onClick={() => setReads((count) => count + 1)}>
          {t('devInbox.refresh')}
        </Button>
      </form>
      {inbox.error ? <ErrorAlert>{inbox.error.status === 404 ? t('devInbox.off') : t('devInbox.loadFailed')}</ErrorAlert> : null}
      {inbox.data?.messages.length === 0 ? <p>{t('devInbox.empty')}</p> : null}
      <section aria-label={t('devInbox.listLabel')} aria-busy={inbox.isLoading}>
        {inbox.data?.messages.map((message) => (
          <InboxEntry key={message.id} message={message} receivedAt={when.format(new Date(message.receivedAt))} />
        ))}
      </section>
    </>
  );
}

function InboxEntry({ message, receivedAt }: { message: InboxMessage; receivedAt: string }) {
  const { t } = useMessages();
  const headingId = `inbox-message-${message.id}`;
  return (
    <article className={messageClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{message.channel === 'SMS' ? t('devInbox.sms') : (message.subject ?? t('devInbox.noSubject'))}</h2>
      <dl>
        {message.from ? (
          <>
            <dt>{t('devInbox.from')}</dt>
            <dd>{message.from}</dd>
          </>
        ) : null}
        <dt>{t('devInbox.to')}</dt>
        <dd>{message.to.join(', ')}</dd>
        <dt>{t('devInbox.received')}</dt>
        <dd>{receivedAt}</dd>
      </dl>
      <pre>{message.text}</pre>
      {message.html ? (
        <details>
          <summary>{t('devInbox.asSent')}</summary>
          {/* Sandboxed with nothing allowed: no script, no form, no navigation of this page. */}
          <iframe title={t('devInbox.asSent')} sandbox="" srcDoc={message.html} />
        </details>
      ) : null}
    </article>
  );
}
