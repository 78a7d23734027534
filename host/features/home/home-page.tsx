import useSWR from 'swr';
import { useMessages } from '../../../shared/i18n/messages-context';
import type { PageData } from '../../../shared/ssr/page-data';
import { fetchHotelList, hotelListKey } from '../../services/hotel-list';
import { RecentlyViewedHotels } from '../../recently-viewed/recently-viewed-hotels';
import { MemberPromotionCard, PartnerCard } from '../../components/promotions/promotion-cards';
import { HorizontalFeatureCard } from '../../components/promotions/horizontal-feature-card';
import { useHomePageContent } from '../../components/promotions/use-promotions';
import { useUserDetails } from '../../auth/use-user-details';
import { useRecentlyViewed } from '../../recently-viewed/use-recently-viewed';
import { CityCards } from './city-cards';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';
import { MemberSummary } from './member-summary';

/** The chain's cities are the page's content, so the server renders them in. */
export const pageData: PageData = async (_page, read) => {
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
      {/* The content service's hero names the page; without one the page keeps its own heading. */}
      <HomeHero heading={content?.hero?.heading ?? t('home.heading')} line={content?.hero?.subheading ?? null} image={content?.hero?.image ?? null} />
      <HomeIntro user={user} />
      <MemberSummary user={user} />
      {isLoading ? <p aria-busy="true">{t('home.hotels.loading')}</p> : null}
      {error ? <p role="alert">{t('home.hotels.loadFailed')}</p> : null}
      {data ? <CityCards hotels={data.properties} /> : null}
      {content?.featureCards.map((card) => <HorizontalFeatureCard key={card.heading} {...card} headingLevel="h2" />)}
      <RecentlyViewedHotels hotels={recentlyViewed.list} />
      <MemberPromotionCard user={user} />
      <PartnerCard />
    </>
  );
}
