import useSWR from 'swr';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { RateDetailsQuery, RoomDetailsFeaturesQuery } from '../../../../shared/graphql/operations/booking/rate-search';
import { requestGraphQl } from '../../../services/graphql';

export const roomDetailsKey = (propertyId: string, roomTypeCode: string) => ['RoomDetailsFeatures', propertyId, roomTypeCode] as const;

/** The room-detail modal's room type (spec 7, room details features); `null` data when the hotel has no such room. */
export function useRoomDetails(propertyId: string, roomTypeCode: string) {
  return useSWR(roomDetailsKey(propertyId, roomTypeCode), async ([, id, code]) => (await requestGraphQl(RoomDetailsFeaturesQuery, { propertyId: id, roomTypeCode: code })).roomDetails);
}

export const rateDetailsKey = (stay: SearchCriteria, roomTypeCode: string, ratePlanCode: string) => ['RateDetails', stay, roomTypeCode, ratePlanCode] as const;

/** The rate-detail modal's rules, cancellation policy and nightly breakdown for the stay (spec 7, rate details). */
export function useRateDetails(stay: SearchCriteria | null, roomTypeCode: string, ratePlanCode: string) {
  return useSWR(stay ? rateDetailsKey(stay, roomTypeCode, ratePlanCode) : null, async ([, search, room, rate]) =>
    (await requestGraphQl(RateDetailsQuery, { input: { search, roomTypeCode: room, ratePlanCode: rate } })).rateDetails,
  );
}
