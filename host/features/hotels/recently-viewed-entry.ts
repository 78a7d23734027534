import type { HotelOverviewQuery } from '../../../shared/graphql/generated/graphql';
import { formatAddressLines } from '../../../shared/format/format-address';
import type { RecentlyViewedHotel } from '../../recently-viewed/recently-viewed';

type OverviewHotel = NonNullable<HotelOverviewQuery['propertyBySeoNickname']>;

/** What the recently viewed list keeps of a hotel page's hotel (spec 3, recently viewed hotel). */
export function recentlyViewedEntry(hotel: OverviewHotel): Omit<RecentlyViewedHotel, 'createdAt'> {
  const { address } = hotel.contactInformation;
  const [street = '', locality = ''] = formatAddressLines({ ...address, line2: null, line3: null });
  return {
    name: hotel.basicInformation.name,
    address: street,
    marshaCode: hotel.id,
    seoNickname: hotel.seoNickname,
    imageUrl: hotel.media.primaryImage?.url ?? null,
    latitude: hotel.basicInformation.latitude,
    longitude: hotel.basicInformation.longitude,
    marshaBrandCode: hotel.basicInformation.brand.id,
    numberOfReviewsCount: hotel.reviews.numberOfReviews.count,
    starsCount: hotel.reviews.stars.count,
    postalAddress: locality,
    state: address.stateProvince?.code ?? null,
    country: address.country.code,
  };
}
