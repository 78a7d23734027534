import { useId } from 'react';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { panelClass } from './pre-booking-styles';

export type CartLoadErrorProps = {
  /** The failed read's code; the catalogue's words for it, the generic booking error's for one it does not know. */
  code: string;
  isRetrying: boolean;
  onRetry(): void;
};

/** The booking page when its cart could not be read for a reason a retry may cure (network, server). */
export function CartLoadError({ code, isRetrying, onRetry }: CartLoadErrorProps) {
  const headingId = useId();
  const { t, say } = useMessages();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('preBooking.loadError.heading')}</h1>
      <ErrorAlert>{say(reservationErrorRef(code))}</ErrorAlert>
      <Button isBusy={isRetrying} onClick={onRetry}>
        {t('preBooking.tryAgain')}
      </Button>
    </section>
  );
}
