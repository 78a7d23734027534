import useSWR from 'swr';
import { HotelOverviewQuery } from '../../../shared/graphql/operations/hotel-overview';
import { requestGraphQl } from '../../services/graphql';

export const hotelOverviewKey = (seoNickname: string) => ['HotelOverview', seoNickname] as const;

export const getHotelOverview = (seoNickname: string) => requestGraphQl(HotelOverviewQuery, { seoNickname });

export function useHotelOverview(seoNickname: string | undefined) {
  return useSWR(seoNickname ? hotelOverviewKey(seoNickname) : null, ([, nickname]) => getHotelOverview(nickname));
}
