import { css } from '@linaria/core';
import useSWR from 'swr';
import { reviewsDisplay } from '../../../shared/domain/hotel-reviews';
import { HotelGuestReviewsQuery } from '../../../shared/graphql/operations/hotel-header';
import { colors } from '../../../shared/ui/theme';
import { requestGraphQl } from '../../services/graphql';
import { config } from '../../services/config';
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
  const display = reviewsDisplay({ starsCount: stars, reviewCount, locale: config.locale });
  if (display === 'hidden') {
    return (
      <section className={sectionClass} aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Guest reviews</h2>
        <p>This hotel does not have enough reviews yet to show a rating.</p>
      </section>
    );
  }
  const count = new Intl.NumberFormat(config.locale).format(reviewCount);
  return (
    <section className={sectionClass} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Guest reviews</h2>
      <p>
        <strong>{stars} of 5 stars</strong> from {count} reviews
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
  if (error) return <p role="alert">We could not load the reviews just now. Reload the page to try again.</p>;
  if (!data) return <HotelHeaderSkeleton label="Loading reviews" />;
  return (
    <ul className={reviewListClass} aria-label="Latest reviews">
      {data.guestReviews.map((review) => (
        <li key={review.id}>
          <h3>{review.title}</h3>
          <p>
            {review.rating} of 5 · {review.author} · stayed {formatIsoDate(review.stayedOn, config.locale, { month: 'long', year: 'numeric' })}
          </p>
          <p>{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
