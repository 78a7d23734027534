import { css } from '@linaria/core';
import { intlLocaleOf } from '../../../../shared/domain/locales';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { colors, radii } from '../../../../shared/ui/theme';
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
  padding-inline-start: 1.25rem;
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
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <>
      <HotelAlerts details={details} />
      <section className={sectionClass} aria-labelledby="hotel-info-heading">
        <Heading id="hotel-info-heading">{t('hotels.sections.info.heading')}</Heading>
        <p>{details.description}</p>
      </section>
      <section className={sectionClass} aria-labelledby="hotel-photos-heading">
        <Heading id="hotel-photos-heading">{t('hotels.sections.photos.heading')}</Heading>
        <PhotoGallery hotelName={hotel.basicInformation.name} photos={details.media.photos} />
      </section>
      <HotelLocation hotel={hotel} Heading={Heading} />
      <section className={sectionClass} aria-labelledby="hotel-amenities-heading">
        <Heading id="hotel-amenities-heading">{t('hotels.sections.amenities.heading')}</Heading>
        <ul className={amenitiesClass}>
          {details.amenities.map((amenity) => (
            <li key={amenity.name}>{amenity.name}</li>
          ))}
        </ul>
      </section>
      <section className={sectionClass} aria-labelledby="hotel-property-details-heading">
        <Heading id="hotel-property-details-heading">{t('hotels.sections.propertyDetails.heading')}</Heading>
        <dl>
          <dt>{t('hotels.sections.propertyDetails.checkIn')}</dt>
          <dd>{t('hotels.sections.propertyDetails.checkInFrom', { time: formatHotelTime(details.details.checkInTime, locale) })}</dd>
          <dt>{t('hotels.sections.propertyDetails.checkOut')}</dt>
          <dd>{t('hotels.sections.propertyDetails.checkOutBy', { time: formatHotelTime(details.details.checkOutTime, locale) })}</dd>
          <dt>{t('hotels.sections.propertyDetails.rooms')}</dt>
          <dd>{new Intl.NumberFormat(intlLocaleOf(locale)).format(details.details.roomCount)}</dd>
          <dt>{t('hotels.sections.propertyDetails.pets')}</dt>
          <dd>{details.details.petPolicy}</dd>
          <dt>{t('hotels.sections.propertyDetails.parking')}</dt>
          <dd>{details.details.parking}</dd>
        </dl>
      </section>
    </>
  );
}

/** Notices in force today, e.g. works on the pool (spec 02: hotel alerts). */
export function HotelAlerts({ details }: { details: HotelDetails }) {
  const { t } = useMessages();
  const locale = useLocale();
  if (details.alerts.length === 0) return null;
  return (
    <>
      {details.alerts.map((alert) => (
        <Alert key={alert.id} tone="warning" heading={t('hotels.sections.alert.until', { date: formatIsoDate(alert.endsOn, locale) })}>
          {alert.message}
        </Alert>
      ))}
    </>
  );
}

/** Where the hotel is: address, coordinates and map links (the maps service draws the map). */
export function HotelLocation({ hotel, Heading }: { hotel: HeaderHotel; Heading: 'h2' | 'h3' }) {
  const { latitude, longitude } = hotel.basicInformation;
  const { t } = useMessages();
  const locale = useLocale();
  const coordinates = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 4, minimumFractionDigits: 4 });
  return (
    <section className={sectionClass} aria-labelledby="hotel-location-heading">
      <Heading id="hotel-location-heading">{t('hotels.location.heading')}</Heading>
      <dl>
        <dt>{t('hotels.location.address')}</dt>
        <dd>
          <bdi>{oneLineAddress(hotel)}</bdi>
        </dd>
        <dt>{t('hotels.location.coordinates')}</dt>
        <dd>{t('hotels.location.coordinatesValue', { latitude: coordinates.format(latitude), longitude: coordinates.format(longitude) })}</dd>
        <dt>{t('hotels.location.map')}</dt>
        <dd>
          <HotelAddress hotel={hotel} label={t('hotels.location.openMap')} />
        </dd>
        <dt>{t('hotels.location.phone')}</dt>
        <dd>
          <HotelPhone hotel={hotel} />
        </dd>
      </dl>
    </section>
  );
}
