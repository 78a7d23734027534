import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { buttonClass } from '../../../../shared/ui/button';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { panelClass } from '../pre-booking/pre-booking-styles';
import { readRateListAddress } from '../rate-list/rate-list-address';

export type BookNowFailureProps = {
  /** The refusal that led here; the page says it in the catalogue's words. */
  code: string;
  heading: string;
};

/**
 * Where Book now leads when the booking could not be made for want of rooms (spec 2, errors and
 * expiry): what happened, under the hotel's header, and "Search again" to the rate list for the same
 * stay, which travels in the address. An address without a stay that may still be searched links to
 * the availability page instead.
 */
export function BookNowFailure({ code, heading }: BookNowFailureProps) {
  const { t, say } = useMessages();
  const headingId = useId();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const { criteria, problems } = readRateListAddress(pathname, query);
  const searchAgain = problems.length === 0 ? bookingPaths.rateList.getHref(criteria) : bookingPaths.availability.getHref();
  // The header is asked for a hotel code of the right form only; the dates may have passed meanwhile.
  const hotelId = problems.some((problem) => problem.field === 'propertyId') ? null : criteria.propertyId;
  return (
    <>
      <HotelHeader pageKind="booking" propertyId={hotelId} />
      <section className={panelClass} aria-labelledby={headingId}>
        <h1 id={headingId}>{heading}</h1>
        <p>{say(reservationErrorRef(code))}</p>
        <p>
          <Link className={buttonClass} data-variant="primary" to={searchAgain}>
            {t('bookNowFailure.searchAgain')}
          </Link>
        </p>
      </section>
    </>
  );
}
