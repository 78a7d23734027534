import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { panelClass } from '../pre-booking/pre-booking-styles';

/**
 * A confirmation this browser may not read (spec 7: the order answers null, the same for a number
 * nobody holds), or an address without a usable number: said plainly, with the lookup as the way on.
 */
export function ConfirmationUnavailable() {
  const { t } = useMessages();
  return (
    <section className={panelClass} aria-labelledby="confirmation-unavailable-heading">
      <h1 id="confirmation-unavailable-heading">{t('confirmation.unavailable.heading')}</h1>
      <Alert tone="warning">{t('confirmation.unavailable.body')}</Alert>
      <p>
        <Link to={hostPaths.lookupReservation.getHref()}>{t('confirmation.unavailable.lookup')}</Link>
      </p>
    </section>
  );
}
