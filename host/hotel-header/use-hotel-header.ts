import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { useIsHydrated } from '../../shared/ssr/use-is-hydrated';
import { readHotelHeaderQuery } from '../../shared/domain/hotel-header';
import { HotelHeaderQuery } from '../../shared/graphql/operations/hotel-header';
import { requestGraphQl } from '../services/graphql';
import { readSearchedProperty } from './current-property';

export const hotelHeaderKey = (propertyId: string) => ['HotelHeader', propertyId] as const;

export const getHotelHeader = async ([, propertyId]: ReturnType<typeof hotelHeaderKey>) =>
  (await requestGraphQl(HotelHeaderQuery, { propertyId })).property;

/** The header's hotel: `propertyCode` in the address, else the one the visitor was looking at (spec 2.4, 7). */
export function useHeaderPropertyId(): string | null {
  const { search } = useLocation();
  // The hotel looked at is kept in this tab's storage, which the server cannot see: read once hydrated.
  const isHydrated = useIsHydrated();
  return readHotelHeaderQuery(search).propertyCode ?? (isHydrated ? readSearchedProperty() : null);
}

export function useHotelHeader(propertyId: string | null) {
  return useSWR(propertyId ? hotelHeaderKey(propertyId) : null, getHotelHeader);
}
