import useSWR from 'swr';
import type { TripSummaryFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { MyTripsQuery } from '../../../shared/graphql/operations/trips';
import { requestGraphQl } from '../../services/graphql';
import { myTripsKey } from '../../services/trip-reads';

export type TripSummary = TripSummaryFieldsFragment;

export const getMyTrips = async () => (await requestGraphQl(MyTripsQuery, {})).trips;

/** The signed-in member's trips in three lists; `null` data when the server sees no member. Read for members only. */
export function useMyTrips(consumerId: string | null) {
  return useSWR(consumerId ? myTripsKey(consumerId) : null, getMyTrips);
}
