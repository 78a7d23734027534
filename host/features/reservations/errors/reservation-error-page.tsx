import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { actionsClass, cardClass } from '../reservation-styles';

/**
 * `/reservation/800Page.mi`, the reservation flow's error page (spec 4: a reservation address that
 * names nothing is sent here with a 307): the catalogue's generic words and ways on.
 */
export function ReservationErrorPage() {
  const { t, say } = useMessages();
  return (
    <section className={cardClass} aria-labelledby="reservation-error-heading">
      <h1 id="reservation-error-heading">{t('reservations.errorPage.heading')}</h1>
      <p>{say(reservationErrorRef(null))}</p>
      <div className={actionsClass}>
        <Link to={hostPaths.lookupReservation.getHref()}>{t('reservations.links.findReservation')}</Link>
        <Link to={hostPaths.home.getHref()}>{t('reservations.links.home')}</Link>
      </div>
    </section>
  );
}
