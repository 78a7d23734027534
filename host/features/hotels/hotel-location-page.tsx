import { HotelLocation } from './details/hotel-sections';
import type { PageData } from '../../../shared/ssr/page-data';
import { HotelPageFrame, readPageHotel } from './hotel-page-frame';

/** The hotel is all the page shows. */
export const pageData: PageData = async ({ params }, read) => {
  await readPageHotel(params, read);
};

/** `/hotels/{seoNickname}/location`: where the hotel is; the jewellery brand's header links here, in a new tab. */
export function HotelLocationPage() {
  return <HotelPageFrame>{(hotel) => <HotelLocation hotel={hotel} Heading="h2" />}</HotelPageFrame>;
}
