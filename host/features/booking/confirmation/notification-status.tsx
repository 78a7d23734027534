import { css } from '@linaria/core';
import { useId } from 'react';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { formatInstant } from '../../../../shared/time/format-instant';
import { Alert } from '../../../../shared/ui/alert';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { colors } from '../../../../shared/ui/theme';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { useNotificationStatus, type SentMessage } from './use-notification-status';
import { LeftToRightText } from '../../../../shared/ui/left-to-right-text';

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

const sentToKey = { EMAIL: 'confirmation.messages.emailTo', SMS: 'confirmation.messages.smsTo' } as const satisfies Record<SentMessage['channel'], string>;

/**
 * Spec 4 "notification status": what was written to the outbox for this booking (the confirmation
 * e-mail first, then what the guest shared), each with its channel, recipient, subject and time (the hotel's), and
 * the message itself. Nothing leaves the machine; the guest sees what was sent.
 */
export function NotificationStatus({ confirmationNumber, timeZone }: { confirmationNumber: string; timeZone: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const { data: messages, error } = useNotificationStatus(confirmationNumber);
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.messages.heading')}</h2>
      {error ? (
        <Alert tone="warning">{t('confirmation.messages.loadFailed')}</Alert>
      ) : messages === undefined ? (
        <Skeleton label={t('confirmation.messages.loading')} lines={2} />
      ) : messages.length === 0 ? (
        <p>{t('confirmation.messages.none')}</p>
      ) : (
        <ul className={listClass}>
          {messages.map((message) => (
            <li key={message.id}>
              <p>
                <strong>
                  {message.channel === 'SMS' ? (
                    <LeftToRightText text={message.recipientDisplay} words={(number) => t(sentToKey.SMS, { recipient: number })} />
                  ) : (
                    t(sentToKey[message.channel], { recipient: message.recipient })
                  )}
                </strong>
              </p>
              {message.subject ? <p>{message.subject}</p> : null}
              <p>{t('confirmation.messages.sent', { sentAt: formatInstant(message.sentAt, locale, timeZone) })}</p>
              <details>
                <summary>{t('confirmation.messages.show')}</summary>
                <pre>{message.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
