import { hotelSearchParamsOf, readHotelSearchParams, type HotelSearchRequest } from '../../../shared/booking/hotel-search-request';
import { HotelSearchQuery } from '../../../shared/graphql/operations/hotel-search';
import { requestGraphQl } from '../../services/graphql';

/** One SWR entry per search, keyed by its address form so the server's read and the browser's agree. */
export const hotelSearchKey = (request: HotelSearchRequest) => ['HotelSearch', hotelSearchParamsOf(request).toString()] as const;

export const getHotelSearch = async ([, params]: ReturnType<typeof hotelSearchKey>) =>
  (await requestGraphQl(HotelSearchQuery, { input: readHotelSearchParams(new URLSearchParams(params)) })).hotelSearch;
