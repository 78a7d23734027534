import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import { reviewsDisplay } from '../../shared/domain/hotel-reviews';
import { hostPaths } from '../../shared/domain/paths';
import { useLocale, useMessages } from '../../shared/i18n/messages-context';
import { breakpoints, colors, radii } from '../../shared/ui/theme';
import { RECENTLY_VIEWED_SHOWN, type RecentlyViewedHotel } from './recently-viewed';

const listClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: 1rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.card};
    background: ${colors.surface};
  }
  & > li:nth-child(n + ${RECENTLY_VIEWED_SHOWN.mobile + 1}) {
    display: none;
  }
  @media (min-width: ${breakpoints.desktop}px) {
    & > li:nth-child(-n + ${RECENTLY_VIEWED_SHOWN.desktop}) {
      display: block;
    }
  }
  & p {
    margin: 0.25rem 0 0;
    color: ${colors.inkMuted};
  }
`;

export type RecentlyViewedHotelsProps = {
  hotels: readonly RecentlyViewedHotel[];
  /** The hotel of the page itself, which is not repeated in the list. */
  excludeCode?: string;
};

/** The last hotels this browser viewed: two on phones and tablets, three on desktops (spec 9). */
export function RecentlyViewedHotels({ hotels, excludeCode }: RecentlyViewedHotelsProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const shown = hotels.filter((hotel) => hotel.marshaCode.toUpperCase() !== excludeCode?.toUpperCase()).slice(0, RECENTLY_VIEWED_SHOWN.desktop);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading">{t('recentlyViewed.heading')}</h2>
      <ul className={listClass}>
        {shown.map((hotel) => (
          <li key={hotel.marshaCode}>
            <Link to={hostPaths.hotelOverview.getHref(hotel.seoNickname)}>{hotel.name}</Link>
            <p>{hotel.postalAddress}</p>
            {reviewsDisplay({ starsCount: hotel.starsCount, reviewCount: hotel.numberOfReviewsCount, locale }) === 'hidden' ? null : (
              <p>{t('hotelFacts.rating.summary', { stars: hotel.starsCount, reviewCount: hotel.numberOfReviewsCount })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
