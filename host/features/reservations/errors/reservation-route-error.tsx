import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { GENERIC_BOOKING_ERROR } from '../../../../shared/domain/reservation-errors';
import { reportReservationError } from '../../../services/report-reservation-error';
import { ReservationErrorPage } from './reservation-error-page';

/**
 * The error boundary of the reservation pages' routes: a page that fails to load or render (its chunk
 * did not arrive, or an answer broke a contract, such as a negative amount) shows the reservation
 * error page instead of a blank one, and is logged once as a component error (spec 8).
 */
export function ReservationRouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reportReservationError({ source: 'COMPONENT_ERROR', code: GENERIC_BOOKING_ERROR, component: pathname, detail, level: 'error' });
  }, [error, pathname]);
  return <ReservationErrorPage />;
}
