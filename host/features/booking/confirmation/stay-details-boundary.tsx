import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GENERIC_BOOKING_ERROR, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { reportReservationError } from '../../../services/report-reservation-error';
import { panelClass } from '../pre-booking/pre-booking-styles';

type Props = { isRedemption: boolean; children: ReactNode };

/**
 * The stay details' own error boundary: an answer that breaks a contract there (an amount or a date no
 * formatter takes) costs that panel alone, not the confirmation around it. A points booking gets spec
 * 8's redemption words, any other the catalogue's generic ones; each is logged once as a component error.
 */
export class StayDetailsBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportReservationError({ source: 'COMPONENT_ERROR', code: GENERIC_BOOKING_ERROR, component: 'StayDetails', detail: `${error.name}: ${error.message}`, level: 'error' });
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return <StayDetailsFallback isRedemption={this.props.isRedemption} />;
  }
}

/** What stands in for the stay details: a class component takes no hooks, so the words are read here. */
function StayDetailsFallback({ isRedemption }: { isRedemption: boolean }) {
  const { t, say } = useMessages();
  return (
    <section className={panelClass} aria-label={t('confirmation.stayDetails.heading')}>
      <Alert tone="warning">{isRedemption ? t('confirmation.stayDetails.redemptionFallback') : say(reservationErrorRef(null))}</Alert>
    </section>
  );
}
