import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { buttonClass } from '../../../shared/ui/button';
import { availabilityHrefFor } from '../../booking-entry/availability-href';
import { stayText } from '../../booking-entry/stay-text';
import { useDefaultSelection } from '../../booking-entry/use-default-selection';

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
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <>
      <h2>{t('hotels.bookAStay.heading')}</h2>
      {selection ? <p>{stayText(selection, locale, t)}</p> : null}
      <div className={actionsClass}>
        {selection ? (
          <Link className={buttonClass} data-variant="primary" to={bookingPaths.rateList.getHref(selection)}>
            {t('hotels.bookAStay.viewRates')}
          </Link>
        ) : null}
        <Link to={availabilityHrefFor(propertyId)}>{selection ? t('hotels.bookAStay.otherDates') : t('hotels.bookAStay.checkAvailability')}</Link>
      </div>
    </>
  );
}
