import { useId } from 'react';
import { reservationErrorMessage } from '../../../../shared/domain/reservation-errors';
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
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h1 id={headingId}>Your booking could not be loaded</h1>
      <ErrorAlert>{reservationErrorMessage(code)}</ErrorAlert>
      <Button isBusy={isRetrying} onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
