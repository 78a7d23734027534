import useSWR from 'swr';
import { SavedHotelsQuery } from '../../../shared/graphql/operations/customer';
import { requestGraphQl } from '../../services/graphql';

export const savedHotelsKey = (consumerId: string) => ['SavedHotels', consumerId] as const;

export const getSavedHotels = async () => (await requestGraphQl(SavedHotelsQuery, {})).customer;

export type SavedHotel = NonNullable<Awaited<ReturnType<typeof getSavedHotels>>>['savedProperties'][number]['property'];

/** The member's saved hotels with what their cards show; read for members only. */
export function useSavedHotels(consumerId: string | null) {
  return useSWR(consumerId ? savedHotelsKey(consumerId) : null, getSavedHotels);
}
