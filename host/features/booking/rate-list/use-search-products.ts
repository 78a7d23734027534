import useSWR from 'swr';
import { RATE_LIST_REFRESH_MS } from '../../../../shared/booking/booking-timers';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { SearchProductsByPropertyQuery } from '../../../../shared/graphql/operations/booking/rate-search';
import { requestGraphQl } from '../../../services/graphql';
import { isSearchRefusal } from './search-refusal';

export const searchProductsKey = (criteria: SearchCriteria) => ['SearchProductsByProperty', criteria] as const;

export const getSearchProducts = async ([, criteria]: ReturnType<typeof searchProductsKey>) =>
  (await requestGraphQl(SearchProductsByPropertyQuery, { input: criteria })).searchProductsByProperty;

export type SearchProducts = NonNullable<Awaited<ReturnType<typeof getSearchProducts>>>;
export type RoomOffer = SearchProducts['rooms'][number];
export type RateOffer = RoomOffer['rates'][number];

/**
 * The rate list's answer for a search (spec 7, search products by property): `null` data when no
 * hotel has the code. Prices and rooms left move as others book, so an open list asks again every
 * RATE_LIST_REFRESH_MS (15 minutes, spec 9); a search the server refused is not asked again.
 */
export function useSearchProducts(criteria: SearchCriteria | null) {
  return useSWR(criteria ? searchProductsKey(criteria) : null, getSearchProducts, {
    refreshInterval: RATE_LIST_REFRESH_MS,
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (isSearchRefusal(error) || retryCount >= 3) return;
      setTimeout(() => void revalidate({ retryCount }), 5000 * 2 ** retryCount);
    },
  });
}
