import { Link } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { reservationErrorRef } from '../../shared/domain/reservation-errors';
import { useMessages } from '../../shared/i18n/messages-context';
import { ErrorAlert } from '../../shared/ui/alert';

/** A reservation page whose order could not be read: the catalogue's generic words and a way on. */
export function ReservationLoadError({ heading }: { heading: string }) {
  const { t, say } = useMessages();
  return (
    <>
      <h1>{heading}</h1>
      <ErrorAlert>{say(reservationErrorRef(null))}</ErrorAlert>
      <p>
        <Link to={hostPaths.lookupReservation.getHref()}>{t('reservationLoadError.findLink')}</Link>
      </p>
    </>
  );
}
