import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { hostPaths } from '../../../shared/domain/paths';
import { useMessages } from '../../../shared/i18n/messages-context';
import type { PageData } from '../../../shared/ssr/page-data';
import { fetchHotelList, hotelListKey } from '../../services/hotel-list';
import { RecentlyViewedHotels } from '../../recently-viewed/recently-viewed-hotels';
import { MemberPromotionCard, PartnerCard } from '../../components/promotions/promotion-cards';
import { HeroBanner } from '../../components/promotions/hero-banner';
import { HorizontalFeatureCard } from '../../components/promotions/horizontal-feature-card';
import { useHomePageContent } from '../../components/promotions/use-promotions';
import { useUserDetails } from '../../auth/use-user-details';
import { useRecentlyViewed } from '../../recently-viewed/use-recently-viewed';
import { HomeIntro } from './home-intro';

/** The list of hotels is the page's content, so the server renders it in. */
export const homePageData: PageData = async (_page, read) => {
  await read(hotelListKey, fetchHotelList);
};

export function HomePage() {
  const { t } = useMessages();
  const { data, error, isLoading } = useSWR(hotelListKey, fetchHotelList);
  const recentlyViewed = useRecentlyViewed();
  const { data: user } = useUserDetails();
  const content = useHomePageContent();
  return (
    <>
      {/* The content service's hero holds the page's heading; without one the page keeps its own. */}
      {content?.hero ? <HeroBanner {...content.hero} /> : <h1>{t('home.heading')}</h1>}
      <HomeIntro user={user} />
      <h2>{t('home.hotels.heading')}</h2>
      {isLoading ? <p aria-busy="true">{t('home.hotels.loading')}</p> : null}
      {error ? <p role="alert">{t('home.hotels.loadFailed')}</p> : null}
      <ul>
        {data?.properties.map((hotel) => (
          <li key={hotel.id}>
            <Link to={hostPaths.hotelOverview.getHref(hotel.seoNickname)}>{hotel.basicInformation.name}</Link>
            {t('home.hotels.place', { city: hotel.contactInformation.address.city, country: hotel.contactInformation.address.country.description })}
          </li>
        ))}
      </ul>
      {content?.featureCards.map((card) => <HorizontalFeatureCard key={card.heading} {...card} headingLevel="h2" />)}
      <RecentlyViewedHotels hotels={recentlyViewed.list} />
      <MemberPromotionCard user={user} />
      <PartnerCard />
    </>
  );
}
