import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { Alert } from '../../../../shared/ui/alert';
import { panelClass } from '../pre-booking/pre-booking-styles';

/**
 * A confirmation this browser may not read (spec 7: the order answers null, the same for a number
 * nobody holds), or an address without a usable number: said plainly, with the lookup as the way on.
 */
export function ConfirmationUnavailable() {
  return (
    <section className={panelClass} aria-labelledby="confirmation-unavailable-heading">
      <h1 id="confirmation-unavailable-heading">This booking cannot be shown</h1>
      <Alert tone="warning">
        This confirmation is shown to the browser that made the booking, or to the member it belongs to. If the booking is yours, find it with its
        confirmation number and your last name.
      </Alert>
      <p>
        <Link to={hostPaths.lookupReservation.getHref()}>Find your reservation</Link>
      </p>
    </section>
  );
}
