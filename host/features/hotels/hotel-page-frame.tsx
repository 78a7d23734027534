import { useEffect, type ReactNode } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { rememberSearchedProperty } from '../../hotel-header/current-property';
import type { HeaderHotel } from '../../hotel-header/hotel-facts';
import { HotelHeaderSkeleton } from '../../hotel-header/hotel-header-skeleton';
import { PropertyBar } from '../../hotel-header/property-bar';
import { useRecentlyViewed } from '../../recently-viewed/use-recently-viewed';
import { recentlyViewedEntry } from './recently-viewed-entry';
import { fetchHotelOverview, hotelOverviewKey, useHotelOverview } from './use-hotel-overview';
import type { ReadEntry } from '../../../shared/ssr/page-data';
import { useMessages } from '../../../shared/i18n/messages-context';

export type HotelPageFrameProps = {
  children(hotel: HeaderHotel, recentlyViewed: ReturnType<typeof useRecentlyViewed>): ReactNode;
};

/** Every hotel page's first read, for the server's render: the hotel its address names, or null. */
export async function readPageHotel(params: Params, read: ReadEntry) {
  const { seoNickname } = params;
  if (!seoNickname) return null;
  return (await read(hotelOverviewKey(seoNickname), fetchHotelOverview))?.propertyBySeoNickname ?? null;
}

/**
 * What every hotel page shares: the hotel found by the nickname in the address, the property bar on
 * top, and the visit recorded (recently viewed, and as the hotel the visitor is looking at).
 */
export function HotelPageFrame({ children }: HotelPageFrameProps) {
  const { seoNickname } = useParams();
  const { data, error, isLoading } = useHotelOverview(seoNickname);
  const recentlyViewed = useRecentlyViewed();
  const { t } = useMessages();
  const hotel = data?.propertyBySeoNickname;
  const { recordView } = recentlyViewed;
  useEffect(() => {
    if (!hotel) return;
    recordView(recentlyViewedEntry(hotel));
    rememberSearchedProperty(hotel.id);
  }, [hotel, recordView]);

  if (isLoading) return <HotelHeaderSkeleton />;
  if (error) return <p role="alert">{t('hotels.page.loadError')}</p>;
  if (!hotel) {
    return (
      <>
        <h1>{t('hotels.page.notFound.heading')}</h1>
        <p>{t('hotels.page.notFound.text')}</p>
      </>
    );
  }
  return (
    <>
      <PropertyBar hotel={hotel} />
      {children(hotel, recentlyViewed)}
    </>
  );
}
