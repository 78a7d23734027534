import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GENERIC_BOOKING_ERROR, reservationErrorMessage } from '../../../../shared/domain/reservation-errors';
import { Alert } from '../../../../shared/ui/alert';
import { reportReservationError } from '../../../services/report-reservation-error';
import { panelClass } from '../pre-booking/pre-booking-styles';

/** Spec 8's fallback message for a redemption booking whose stay details fail to load. */
export const REDEMPTION_STAY_DETAILS_FALLBACK = 'There was an issue loading your Stay Details. Check your email for confirmation!';

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
    return (
      <section className={panelClass} aria-label="Stay details">
        <Alert tone="warning">{this.props.isRedemption ? REDEMPTION_STAY_DETAILS_FALLBACK : reservationErrorMessage(null)}</Alert>
      </section>
    );
  }
}
