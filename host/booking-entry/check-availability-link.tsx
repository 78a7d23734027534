import { Link } from 'react-router-dom';
import { useMessages } from '../../shared/i18n/messages-context';
import { textActionClass } from '../../shared/ui/text-action';
import { availabilityHrefFor } from './availability-href';

/** "Check availability": the hotel's availability form, starting from its default selection. */
export function CheckAvailabilityLink({ propertyId, hotelName }: { propertyId: string; hotelName: string }) {
  const { t } = useMessages();
  return (
    <Link className={textActionClass} to={availabilityHrefFor(propertyId)}>
      {t('checkAvailability.label')} <span className="visually-hidden">{t('checkAvailability.at', { hotelName })}</span>
    </Link>
  );
}
