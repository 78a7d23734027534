import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import { stayAt, type HotelSearchRequest } from '../../../shared/booking/hotel-search-request';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { hostPaths } from '../../../shared/domain/paths';
import { reviewsDisplay } from '../../../shared/domain/hotel-reviews';
import { formatMoney } from '../../../shared/format/format-money';
import type { HotelSearchQuery } from '../../../shared/graphql/generated/graphql';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { buttonClass } from '../../../shared/ui/button';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';
import { ResponsivePicture } from '../../components/responsive-picture';
import { formatDistance } from './format-distance';

export type HotelResult = HotelSearchQuery['hotelSearch']['hotels'][number];

const cardClass = css`
  display: grid;
  overflow: hidden;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & picture,
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${colors.canvas};
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: 0.375rem;
    padding: 1rem 1.25rem 1.25rem;
  }
  & h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  & p {
    margin: 0;
  }
  & [data-part='muted'] {
    color: ${colors.inkMuted};
  }
  & [data-part='price'] {
    margin-top: 0.5rem;
    font-size: 1.125rem;
    font-weight: 700;
  }
  & h2 a {
    color: ${colors.ink};
  }
  & a[data-variant] {
    align-self: flex-start;
    margin-top: 0.5rem;
  }
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    & picture,
    & img {
      height: 100%;
    }
  }
`;

/** The whole card's width on a phone; two fifths of it beside the words from a tablet width. */
const RESULT_PHOTO_SIZES = `(min-width: ${breakpoints.tablet}px) 40vw, 100vw`;

/**
 * One hotel of the results: its photo, name (leading to its own page), place, rating, distance from the
 * centre and price from, and the way to its rates for the stay.
 */
export function HotelResultCard({ result, request }: { result: HotelResult; request: HotelSearchRequest }) {
  const { t } = useMessages();
  const locale = useLocale();
  const { property, lowestNightly, distanceFromCentreKm } = result;
  const { city, country } = property.contactInformation.address;
  const photo = property.media.primaryImage;
  const stars = property.reviews.stars.count;
  const reviews = property.reviews.numberOfReviews.count;
  const showsRating = reviewsDisplay({ starsCount: stars, reviewCount: reviews, locale }) !== 'hidden';
  return (
    <li className={cardClass}>
      {photo ? (
        <ResponsivePicture path={photo.url} alt={photo.alternateDescription} aspect={[3, 2]} width={600} widths={[480, 800]} sizes={RESULT_PHOTO_SIZES} />
      ) : null}
      <div>
        <h2>
          <Link to={hostPaths.hotelOverview.getHref(property.seoNickname)}>
            <bdi>{property.basicInformation.name}</bdi>
          </Link>
        </h2>
        <p data-part="muted">
          <bdi>{`${city}, ${country.description}`}</bdi>
        </p>
        {showsRating ? <p>{t('results.rating', { stars, reviews })}</p> : null}
        <p data-part="muted">{t('results.distance', { distance: formatDistance(distanceFromCentreKm, locale), city })}</p>
        <p data-part="price">{lowestNightly ? t('results.from', { price: formatMoney(lowestNightly, locale) }) : t('results.soldOut')}</p>
        <Link
          className={buttonClass}
          data-variant="primary"
          to={bookingPaths.rateList.getHref(stayAt(request, property.id))}
          aria-label={t('results.viewRatesLabel', { hotel: property.basicInformation.name })}
        >
          {t('results.viewRates')}
        </Link>
      </div>
    </li>
  );
}
