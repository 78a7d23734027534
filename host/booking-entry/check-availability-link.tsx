import { Link } from 'react-router-dom';
import { textActionClass } from '../../shared/ui/text-action';
import { availabilityHrefFor } from './availability-href';

/** "Check availability": the hotel's availability form, starting from its default selection. */
export function CheckAvailabilityLink({ propertyId, hotelName }: { propertyId: string; hotelName: string }) {
  return (
    <Link className={textActionClass} to={availabilityHrefFor(propertyId)}>
      Check availability <span className="visually-hidden">at {hotelName}</span>
    </Link>
  );
}
