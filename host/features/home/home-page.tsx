import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { hostPaths } from '../../../shared/domain/paths';
import type { PageData } from '../../../shared/ssr/page-data';
import { fetchHotelList, hotelListKey } from '../../services/hotel-list';
import { RecentlyViewedHotels } from '../../recently-viewed/recently-viewed-hotels';
import { useRecentlyViewed } from '../../recently-viewed/use-recently-viewed';

/** The list of hotels is the page's content, so the server renders it in. */
export const homePageData: PageData = async (_page, read) => {
  await read(hotelListKey, fetchHotelList);
};

export function HomePage() {
  const { data, error, isLoading } = useSWR(hotelListKey, fetchHotelList);
  const recentlyViewed = useRecentlyViewed();
  return (
    <>
      <h1>Stay well with Portico</h1>
      <p>Sign in to Portico Rewards to see your trips and save the hotels you love.</p>
      <h2>Our hotels</h2>
      {isLoading ? <p aria-busy="true">Loading hotels…</p> : null}
      {error ? <p role="alert">We could not load our hotels just now. Reload the page to try again.</p> : null}
      <ul>
        {data?.properties.map((hotel) => (
          <li key={hotel.id}>
            <Link to={hostPaths.hotelOverview.getHref(hotel.seoNickname)}>{hotel.basicInformation.name}</Link>
            {`, ${hotel.contactInformation.address.city}, ${hotel.contactInformation.address.country.description}`}
          </li>
        ))}
      </ul>
      <RecentlyViewedHotels hotels={recentlyViewed.list} />
    </>
  );
}
