import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import { nightsBetween, type SearchCriteria } from '../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { formatStayDates } from '../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import type { Messages } from '../../../shared/i18n/messages';
import { buttonClass } from '../../../shared/ui/button';
import { availabilityHrefFor } from '../../booking-entry/availability-href';
import { useDefaultSelection } from '../../booking-entry/use-default-selection';

const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

/**
 * The stay in words: "Fri, Jul 3 – Sun, Jul 5, 2026 · 2 nights · 1 room · 2 adults per room". One
 * message per shape, so each language orders and counts its words itself.
 */
function stayInWords(stay: SearchCriteria, locale: string, t: Messages['t']): string {
  const counts = {
    dates: formatStayDates(stay.checkInDate, stay.checkOutDate, locale),
    nights: nightsBetween(stay.checkInDate, stay.checkOutDate),
    rooms: stay.numRooms,
    adults: stay.numAdultsPerRoom,
  };
  return stay.numChildrenPerRoom > 0
    ? t('hotels.bookAStay.stayWithChildren', { ...counts, children: stay.numChildrenPerRoom })
    : t('hotels.bookAStay.stay', counts);
}

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
      {selection ? <p>{stayInWords(selection, locale, t)}</p> : null}
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
