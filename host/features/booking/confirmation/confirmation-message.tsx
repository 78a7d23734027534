import { useId } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { Alert } from '../../../../shared/ui/alert';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { useConfirmationMessage } from './use-confirmation-message';

/** Spec 7 "confirmation message": the hotel's words for this booking, read on their own. */
export function ConfirmationMessage({ confirmationNumber }: { confirmationNumber: string }) {
  const { t } = useMessages();
  const headingId = useId();
  const { data: message, error } = useConfirmationMessage(confirmationNumber);
  if (error) {
    return (
      <section className={panelClass} aria-label={t('confirmation.message.label')}>
        <Alert tone="warning">{t('confirmation.message.loadFailed')}</Alert>
      </section>
    );
  }
  if (message === undefined) return <Skeleton label={t('confirmation.message.loading')} lines={3} />;
  if (message === null) return null;
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{message.heading}</h2>
      {message.body
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </section>
  );
}
