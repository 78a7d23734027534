import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { LOOKUP_GRANT_MINUTES } from '../../../../shared/domain/reservation-lookup-api';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { actionsClass, cardClass } from '../reservation-styles';

/**
 * `/reservation/expiredSession.mi`, where a reservation page sends a browser whose session or lookup
 * has run out (spec 4: 302): says so and offers to find the reservation again.
 */
export function ExpiredSessionPage() {
  const { t } = useMessages();
  return (
    <section className={cardClass} aria-labelledby="expired-session-heading">
      <h1 id="expired-session-heading">{t('reservations.expiredSession.heading')}</h1>
      <p>{t('reservations.expiredSession.body', { minutes: LOOKUP_GRANT_MINUTES })}</p>
      <div className={actionsClass}>
        <Link to={hostPaths.lookupReservation.getHref()}>{t('reservations.links.findReservation')}</Link>
        <Link to={hostPaths.home.getHref()}>{t('reservations.links.home')}</Link>
      </div>
    </section>
  );
}
