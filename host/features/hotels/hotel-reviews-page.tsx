import { css } from '@linaria/core';
import useSWR from 'swr';
import { reviewsDisplay } from '../../../shared/domain/hotel-reviews';
import { HotelGuestReviewsQuery } from '../../../shared/graphql/operations/hotel-header';
import { colors } from '../../../shared/ui/theme';
import { requestGraphQl } from '../../services/graphql';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import type { HeaderHotel } from '../../hotel-header/hotel-facts';
import { HotelHeaderSkeleton } from '../../hotel-header/hotel-header-skeleton';
import { formatIsoDate } from './details/format-hotel-times';
import { sectionClass } from './details/hotel-sections';
import type { PageData } from '../../../shared/ssr/page-data';
import { HotelPageFrame, readPageHotel } from './hotel-page-frame';

/** How many reviews the page lists. */
export const REVIEWS_SHOWN = 10;

const reviewListClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid ${colors.line};
  }
  & h3 {
    margin: 0 0 0.25rem;
    font-size: 1.0625rem;
  }
  & p {
    margin: 0.25rem 0 0;
  }
`;

/** `/hotels/{seoNickname}/reviews`: the rating and guests' reviews, under the reviews rule (spec 5). */
export function HotelReviewsPage() {
  return <HotelPageFrame>{(hotel) => <HotelReviews hotel={hotel} />}</HotelPageFrame>;
}

function HotelReviews({ hotel }: { hotel: HeaderHotel }) {
  const stars = hotel.reviews.stars.count;
  const reviewCount = hotel.reviews.numberOfReviews.count;
  const { t } = useMessages();
  const locale = useLocale();
  const display = reviewsDisplay({ starsCount: stars, reviewCount, locale });
  if (display === 'hidden') {
    return (
      <section className={sectionClass} aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{t('hotels.reviews.heading')}</h2>
        <p>{t('hotels.reviews.notEnough')}</p>
      </section>
    );
  }
  return (
    <section className={sectionClass} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('hotels.reviews.heading')}</h2>
      <p>
        <strong>{t('hotels.reviews.rating', { stars })}</strong> {t('hotels.reviews.count', { count: reviewCount })}
      </p>
      <ReviewList propertyId={hotel.id} />
    </section>
  );
}

const guestReviewsKey = (propertyId: string) => ['HotelGuestReviews', propertyId] as const;

const fetchGuestReviews = async ([, id]: ReturnType<typeof guestReviewsKey>) =>
  (await requestGraphQl(HotelGuestReviewsQuery, { propertyId: id, first: REVIEWS_SHOWN })).property;

/** The hotel, then its reviews: the page's content. */
export const pageData: PageData = async ({ params }, read) => {
  const hotel = await readPageHotel(params, read);
  if (hotel) await read(guestReviewsKey(hotel.id), fetchGuestReviews);
};

function ReviewList({ propertyId }: { propertyId: string }) {
  const { data, error } = useSWR(guestReviewsKey(propertyId), fetchGuestReviews);
  const { t } = useMessages();
  const locale = useLocale();
  if (error) return <p role="alert">{t('hotels.reviews.loadError')}</p>;
  if (!data) return <HotelHeaderSkeleton label={t('hotels.reviews.loading')} />;
  return (
    <ul className={reviewListClass} aria-label={t('hotels.reviews.listLabel')}>
      {data.guestReviews.map((review) => (
        <li key={review.id}>
          <h3>{review.title}</h3>
          <p>
            {t('hotels.reviews.byline', {
              rating: review.rating,
              author: review.author,
              date: formatIsoDate(review.stayedOn, locale, { month: 'long', year: 'numeric' }),
            })}
          </p>
          <p>{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
