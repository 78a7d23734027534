import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { readHotelHeaderQuery } from '../../shared/domain/hotel-header';
import { HotelHeaderQuery } from '../../shared/graphql/operations/hotel-header';
import { requestGraphQl } from '../services/graphql';
import { readSearchedProperty } from './current-property';

export const hotelHeaderKey = (propertyId: string) => ['HotelHeader', propertyId] as const;

const getHotelHeader = async ([, propertyId]: ReturnType<typeof hotelHeaderKey>) =>
  (await requestGraphQl(HotelHeaderQuery, { propertyId })).property;

/** The header's hotel: `propertyCode` in the address, else the one the visitor was looking at (spec 2.4, 7). */
export function useHeaderPropertyId(): string | null {
  const { search } = useLocation();
  return readHotelHeaderQuery(search).propertyCode ?? readSearchedProperty();
}

export function useHotelHeader(propertyId: string | null) {
  return useSWR(propertyId ? hotelHeaderKey(propertyId) : null, getHotelHeader);
}
