import { css } from '@linaria/core';
import { radii } from '../../../shared/ui/theme';
import { useMessages } from '../../../shared/i18n/messages-context';
import { ResponsivePicture } from '../../components/responsive-picture';
import { RecentlyViewedHotels } from '../../recently-viewed/recently-viewed-hotels';
import { HotelSections, sectionClass } from './details/hotel-sections';
import { defaultSelectionKey, getDefaultSelection } from '../../booking-entry/use-default-selection';
import { getHotelDetails, hotelDetailsKey, useHotelDetails } from './details/use-hotel-details';
import type { PageData } from '../../../shared/ssr/page-data';
import { HotelPageFrame, readPageHotel } from './hotel-page-frame';
import { BookAStay } from './book-a-stay';
import { MemberRatesSignIn } from './member-rates-sign-in';
import type { HeaderHotel } from '../../hotel-header/hotel-facts';
import { HotelHeaderSkeleton } from '../../hotel-header/hotel-header-skeleton';

const heroClass = css`
  display: block;
  margin-bottom: 1rem;
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 11 / 4;
    object-fit: cover;
    border-radius: ${radii.card};
  }
`;

/** The hotel, then its sections: the page's content. */
export const pageData: PageData = async ({ params }, read) => {
  const hotel = await readPageHotel(params, read);
  if (hotel) await Promise.all([read(hotelDetailsKey(hotel.id), getHotelDetails), read(defaultSelectionKey(hotel.id), getDefaultSelection)]);
};

/** `/hotels/{seoNickname}/overview`: the hotel's page, with the hotel view's sections. */
export function HotelOverviewPage() {
  return (
    <HotelPageFrame>
      {(hotel, recentlyViewed) => (
        <>
          <HotelOverview hotel={hotel} />
          <RecentlyViewedHotels hotels={recentlyViewed.list} excludeCode={hotel.id} />
        </>
      )}
    </HotelPageFrame>
  );
}

function HotelOverview({ hotel }: { hotel: HeaderHotel }) {
  const { data: details, error } = useHotelDetails(hotel.id);
  const image = hotel.media.primaryImage;
  const { t } = useMessages();
  return (
    <>
      {image ? (
        <ResponsivePicture
          path={image.url}
          alt={image.alternateDescription}
          aspect={[11, 4]}
          width={1100}
          sizes="100vw"
          className={heroClass}
          isLazy={false}
          // The largest thing on the page: fetch it before the thumbnails below.
          isPriority
        />
      ) : null}
      <section className={sectionClass} aria-label={t('hotels.bookAStay.heading')}>
        <BookAStay propertyId={hotel.id} />
      </section>
      <section className={sectionClass} aria-label={t('hotels.overview.memberRates.label')}>
        <MemberRatesSignIn />
      </section>
      {error ? <p role="alert">{t('hotels.overview.detailsError')}</p> : null}
      {details ? <HotelSections hotel={hotel} details={details} headingLevel={2} /> : error ? null : <HotelHeaderSkeleton label={t('hotels.details.loading')} />}
    </>
  );
}
