import { css } from '@linaria/core';
import { useId } from 'react';
import { Alert } from '../../../../shared/ui/alert';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { colors } from '../../../../shared/ui/theme';
import { config } from '../../../services/config';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { useNotificationStatus, type SentMessage } from './use-notification-status';
import { LocalInstant } from '../../../components/local-instant';

const listClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${colors.line};
    /* A long address must not widen a phone's page. */
    overflow-wrap: anywhere;
  }
  & > li > p {
    margin: 0;
  }
  & pre {
    margin: 0.5rem 0 0;
    white-space: pre-wrap;
    font: inherit;
  }
`;

const channelText: Record<SentMessage['channel'], string> = { EMAIL: 'E-mail', SMS: 'Text message' };

/**
 * Spec 4 "notification status": what was written to the outbox for this booking (the confirmation
 * e-mail first, then what the guest shared), each with its channel, recipient, subject and time, and
 * the message itself. Nothing leaves the machine; the guest sees what was sent.
 */
export function NotificationStatus({ confirmationNumber }: { confirmationNumber: string }) {
  const headingId = useId();
  const { data: messages, error } = useNotificationStatus(confirmationNumber);
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Messages about this booking</h2>
      {error ? (
        <Alert tone="warning">We could not load the messages sent about this booking. Your booking is not affected.</Alert>
      ) : messages === undefined ? (
        <Skeleton label="Loading the messages sent" lines={2} />
      ) : messages.length === 0 ? (
        <p>No message has been sent about this booking yet.</p>
      ) : (
        <ul className={listClass}>
          {messages.map((message) => (
            <li key={message.id}>
              <p>
                <strong>{`${channelText[message.channel]} to ${message.recipient}`}</strong>
              </p>
              {message.subject ? <p>{message.subject}</p> : null}
              <p>
                Sent <LocalInstant isoDateTime={message.sentAt} locale={config.locale} />
              </p>
              <details>
                <summary>Show the message</summary>
                <pre>{message.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
