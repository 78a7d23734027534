import { css } from '@linaria/core';
import { Alert } from '../../../../shared/ui/alert';
import { colors, radii } from '../../../../shared/ui/theme';
import { config } from '../../../services/config';
import { HotelAddress, HotelPhone, oneLineAddress, type HeaderHotel } from '../../../hotel-header/hotel-facts';
import { formatHotelTime, formatIsoDate } from './format-hotel-times';
import { PhotoGallery } from './photo-gallery';
import type { HotelDetails } from './use-hotel-details';

export const sectionClass = css`
  padding: 1.25rem 1.5rem;
  margin-bottom: 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h2,
  & > h3 {
    margin-top: 0;
  }
  & dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

const amenitiesClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 0.25rem 1rem;
  padding-left: 1.25rem;
`;

/** The hotel view's sections (spec 02: photos, location, hotel info, amenities, property details), with alerts first. */
export type HotelSectionsProps = {
  hotel: HeaderHotel;
  details: HotelDetails;
  /** h2 on a page, h3 inside a dialog whose title is the h2. */
  headingLevel: 2 | 3;
};

export function HotelSections({ hotel, details, headingLevel }: HotelSectionsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <HotelAlerts details={details} />
      <section className={sectionClass} aria-labelledby="hotel-info-heading">
        <Heading id="hotel-info-heading">Hotel info</Heading>
        <p>{details.description}</p>
      </section>
      <section className={sectionClass} aria-labelledby="hotel-photos-heading">
        <Heading id="hotel-photos-heading">Photos</Heading>
        <PhotoGallery hotelName={hotel.basicInformation.name} photos={details.media.photos} />
      </section>
      <HotelLocation hotel={hotel} Heading={Heading} />
      <section className={sectionClass} aria-labelledby="hotel-amenities-heading">
        <Heading id="hotel-amenities-heading">Amenities</Heading>
        <ul className={amenitiesClass}>
          {details.amenities.map((amenity) => (
            <li key={amenity.name}>{amenity.name}</li>
          ))}
        </ul>
      </section>
      <section className={sectionClass} aria-labelledby="hotel-property-details-heading">
        <Heading id="hotel-property-details-heading">Property details</Heading>
        <dl>
          <dt>Check-in</dt>
          <dd>from {formatHotelTime(details.details.checkInTime, config.locale)}</dd>
          <dt>Check-out</dt>
          <dd>by {formatHotelTime(details.details.checkOutTime, config.locale)}</dd>
          <dt>Rooms</dt>
          <dd>{new Intl.NumberFormat(config.locale).format(details.details.roomCount)}</dd>
          <dt>Pets</dt>
          <dd>{details.details.petPolicy}</dd>
          <dt>Parking</dt>
          <dd>{details.details.parking}</dd>
        </dl>
      </section>
    </>
  );
}

/** Notices in force today, e.g. works on the pool (spec 02: hotel alerts). */
export function HotelAlerts({ details }: { details: HotelDetails }) {
  if (details.alerts.length === 0) return null;
  return (
    <>
      {details.alerts.map((alert) => (
        <Alert key={alert.id} tone="warning" heading={`Until ${formatIsoDate(alert.endsOn, config.locale)}`}>
          {alert.message}
        </Alert>
      ))}
    </>
  );
}

/** Where the hotel is: address, coordinates and map links (the maps service draws the map). */
export function HotelLocation({ hotel, Heading }: { hotel: HeaderHotel; Heading: 'h2' | 'h3' }) {
  const { latitude, longitude } = hotel.basicInformation;
  const coordinates = new Intl.NumberFormat(config.locale, { maximumFractionDigits: 4, minimumFractionDigits: 4 });
  return (
    <section className={sectionClass} aria-labelledby="hotel-location-heading">
      <Heading id="hotel-location-heading">Location</Heading>
      <dl>
        <dt>Address</dt>
        <dd>{oneLineAddress(hotel)}</dd>
        <dt>Coordinates</dt>
        <dd>
          {coordinates.format(latitude)}, {coordinates.format(longitude)}
        </dd>
        <dt>Map</dt>
        <dd>
          <HotelAddress hotel={hotel} label="Open the map" />
        </dd>
        <dt>Phone</dt>
        <dd>
          <HotelPhone hotel={hotel} />
        </dd>
      </dl>
    </section>
  );
}
