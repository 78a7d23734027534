import { HotelListQuery } from '../../shared/graphql/operations/hotel-list';
import { requestGraphQl } from './graphql';

/** The chain's hotels, one SWR entry for every page that lists them (the home page, the search form's hotel field). */
export const hotelListKey = 'HotelList';

export const fetchHotelList = () => requestGraphQl(HotelListQuery, {});
