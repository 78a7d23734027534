import { HotelLocation } from './details/hotel-sections';
import { HotelPageFrame } from './hotel-page-frame';

/** `/hotels/{seoNickname}/location`: where the hotel is; the jewellery brand's header links here, in a new tab. */
export function HotelLocationPage() {
  return <HotelPageFrame>{(hotel) => <HotelLocation hotel={hotel} Heading="h2" />}</HotelPageFrame>;
}
