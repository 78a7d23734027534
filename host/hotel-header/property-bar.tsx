import { css } from '@linaria/core';
import { hotelLinks } from '../../shared/domain/hotel-header';
import { breakpoints, colors } from '../../shared/ui/theme';
import { CheckAvailabilityLink } from '../booking-entry/check-availability-link';
import { SaveToggle } from './heart/save-toggle';
import { HotelAddress, HotelDetailsButton, HotelPageLink, HotelPhone, HotelRating, type HeaderHotel } from './hotel-facts';

/** Spec 9: the sticky property bar's layer. */
export const PROPERTY_BAR_LAYER = 49;

// Sticky from tablets up: on a phone the bar would cover a third of the screen for as long as one reads.
const barClass = css`
  @media (min-width: ${breakpoints.tablet}px) {
    position: sticky;
    top: 0;
    z-index: ${PROPERTY_BAR_LAYER};
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 1.25rem;
  row-gap: 0.25rem;
  margin-bottom: 1.5rem;
  padding: 0.5rem 1.5rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
  box-shadow: 0 2px 8px rgb(0 0 0 / 8%);
  & > :first-child {
    flex-basis: 100%;
    margin: 0;
    font-size: 1.5rem;
  }
  & > :last-child {
    margin-left: auto;
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
    <div className={barClass} data-testid="property-bar">
      <h1>
        <HotelPageLink to={links.detailUrl} opensInNewTab={links.opensInNewTab}>
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
