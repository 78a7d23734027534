import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { buttonClass } from '../../../shared/ui/button';
import { availabilityHrefFor } from '../../booking-entry/availability-href';
import { stayText } from '../../booking-entry/stay-text';
import { useDefaultSelection } from '../../booking-entry/use-default-selection';
import { config } from '../../services/config';

const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

/**
 * The overview's way into booking: "View rates" for the hotel's default selection (spec 7), the
 * stay it is for in words, and the availability form for other dates. Until the default selection is
 * known, or when it fails, the form alone.
 */
export function BookAStay({ propertyId }: { propertyId: string }) {
  const { data: selection } = useDefaultSelection(propertyId);
  return (
    <>
      <h2>Book a stay</h2>
      {selection ? <p>{stayText(selection, config.locale)}</p> : null}
      <div className={actionsClass}>
        {selection ? (
          <Link className={buttonClass} data-variant="primary" to={bookingPaths.rateList.getHref(selection)}>
            View rates
          </Link>
        ) : null}
        <Link to={availabilityHrefFor(propertyId)}>{selection ? 'Choose other dates' : 'Check availability'}</Link>
      </div>
    </>
  );
}
