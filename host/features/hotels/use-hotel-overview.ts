import useSWR from 'swr';
import { HotelOverviewQuery } from '../../../shared/graphql/operations/hotel-overview';
import { requestGraphQl } from '../../services/graphql';

export const hotelOverviewKey = (seoNickname: string) => ['HotelOverview', seoNickname] as const;

export const getHotelOverview = (seoNickname: string) => requestGraphQl(HotelOverviewQuery, { seoNickname });

export const fetchHotelOverview = ([, nickname]: ReturnType<typeof hotelOverviewKey>) => getHotelOverview(nickname);

export function useHotelOverview(seoNickname: string | undefined) {
  return useSWR(seoNickname ? hotelOverviewKey(seoNickname) : null, fetchHotelOverview);
}
