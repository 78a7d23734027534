import useSWR from 'swr';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { NightlyProductsQuery } from '../../../../shared/graphql/operations/booking/rate-search';
import { requestGraphQl } from '../../../services/graphql';

export const nightlyProductsKey = (criteria: SearchCriteria, month: string) =>
  ['NightlyProducts', criteria.propertyId, month, criteria.numRooms, criteria.numAdultsPerRoom, criteria.numChildrenPerRoom] as const;

/** One month of a hotel with each day's lowest nightly rate for the party, or sold out (spec 7, nightly products). */
export function useNightlyProducts(criteria: SearchCriteria, month: string) {
  return useSWR(nightlyProductsKey(criteria, month), async ([, propertyId, forMonth, numRooms, numAdultsPerRoom, numChildrenPerRoom]) =>
    (await requestGraphQl(NightlyProductsQuery, { input: { propertyId, month: forMonth, numRooms, numAdultsPerRoom, numChildrenPerRoom } })).nightlyProducts,
  );
}

export type NightlyProducts = NonNullable<ReturnType<typeof useNightlyProducts>['data']>;
export type NightlyProduct = NightlyProducts['days'][number];
