import { css, cx } from '@linaria/core';
import { hotelLinks } from '../../shared/domain/hotel-header';
import { stickyBarClass } from '../components/sticky-bar-styles';
import { CheckAvailabilityLink } from '../booking-entry/check-availability-link';
import { SaveToggle } from './heart/save-toggle';
import { hotelNameLinkClass, HotelAddress, HotelDetailsButton, HotelPageLink, HotelPhone, HotelRating, type HeaderHotel } from './hotel-facts';

// The bar's own children: the hotel's name on a line of its own, the heart at the far end.
const propertyBarClass = css`
  & > :first-child {
    flex-basis: 100%;
    margin: 0;
    font-size: 1.5rem;
  }
  & > :last-child {
    margin-inline-start: auto;
  }
`;

/**
 * The property bar of the hotel pages (spec 2.5): hotel details, map, phone, ratings, "Check
 * availability" and the heart, kept at the top of the window while the page scrolls. It holds the
 * page's heading.
 */
export function PropertyBar({ hotel }: { hotel: HeaderHotel }) {
  const links = hotelLinks({ seoNickname: hotel.seoNickname, brandCode: hotel.basicInformation.brand.id });
  return (
    <div className={cx(stickyBarClass, propertyBarClass)} data-testid="property-bar">
      <h1>
        <HotelPageLink to={links.detailUrl} opensInNewTab={links.opensInNewTab} className={hotelNameLinkClass}>
          {hotel.basicInformation.name}
        </HotelPageLink>
      </h1>
      <HotelDetailsButton hotelId={hotel.id} links={links} />
      <HotelAddress hotel={hotel} />
      <HotelPhone hotel={hotel} />
      <HotelRating hotel={hotel} reviewUrl={links.reviewUrl} opensInNewTab={links.opensInNewTab} />
      <CheckAvailabilityLink propertyId={hotel.id} hotelName={hotel.basicInformation.name} />
      <SaveToggle propertyId={hotel.id} hotelName={hotel.basicInformation.name} appliesWish />
    </div>
  );
}
