import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { LOOKUP_GRANT_MINUTES } from '../../../../shared/domain/reservation-lookup-api';
import { actionsClass, cardClass } from '../reservation-styles';

/**
 * `/reservation/expiredSession.mi`, where a reservation page sends a browser whose session or lookup
 * has run out (spec 4: 302): says so and offers to find the reservation again.
 */
export function ExpiredSessionPage() {
  return (
    <section className={cardClass} aria-labelledby="expired-session-heading">
      <h1 id="expired-session-heading">Your session has expired</h1>
      <p>
        For your security, a reservation found by its confirmation number stays open for {LOOKUP_GRANT_MINUTES} minutes, and a signed-in session ends
        after a while without use. Find your reservation again to carry on.
      </p>
      <div className={actionsClass}>
        <Link to={hostPaths.lookupReservation.getHref()}>Find your reservation</Link>
        <Link to={hostPaths.home.getHref()}>Go to the home page</Link>
      </div>
    </section>
  );
}
