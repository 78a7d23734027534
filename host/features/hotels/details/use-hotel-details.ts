import useSWR from 'swr';
import { HotelDetailsQuery } from '../../../../shared/graphql/operations/hotel-header';
import { requestGraphQl } from '../../../services/graphql';

export const hotelDetailsKey = (propertyId: string) => ['HotelDetails', propertyId] as const;

export const getHotelDetails = async ([, propertyId]: readonly [string, string]) => (await requestGraphQl(HotelDetailsQuery, { propertyId })).property;

export type HotelDetails = NonNullable<Awaited<ReturnType<typeof getHotelDetails>>>;

/** What the detail dialog and the overview page show beyond the header: photos, info, amenities, details, alerts. */
export function useHotelDetails(propertyId: string | null) {
  return useSWR(propertyId ? hotelDetailsKey(propertyId) : null, getHotelDetails);
}
