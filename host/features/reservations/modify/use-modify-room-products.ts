import useSWR from 'swr';
import type { ModifyRoomProductsQuery, ModifyRoomSearchInput } from '../../../../shared/graphql/generated/graphql';
import { ModifyRoomProductsQuery as ModifyRoomProductsDocument } from '../../../../shared/graphql/operations/manage/modify-room';
import type { PageData } from '../../../../shared/ssr/page-data';
import { requestGraphQl } from '../../../services/graphql';
import { fetchUpcomingReservation, upcomingReservationKey } from '../use-reservation-order';
import { readModifyAddress, stayOfRoom, type ModifyStay } from './modify-address';

export type ModifyRoomProducts = ModifyRoomProductsQuery['modifyRoomProducts'];
export type ModifyRoomOffer = ModifyRoomProducts['rooms'][number];
export type ModifyRateOffer = ModifyRoomOffer['rates'][number];

/** One search of the modify rate list: the room, its hotel and the stay asked. */
export type ModifySearch = { confirmationNumber: string; propertyId: string; stay: ModifyStay };

export const modifyRoomProductsKey = ({ confirmationNumber, propertyId, stay }: ModifySearch) =>
  ['ModifyRoomProducts', confirmationNumber, propertyId, stay.checkInDate, stay.checkOutDate, stay.numAdultsPerRoom, stay.numChildrenPerRoom] as const;

const inputOf = ([, confirmationNumber, propertyId, checkInDate, checkOutDate, numAdultsPerRoom, numChildrenPerRoom]: ReturnType<typeof modifyRoomProductsKey>): ModifyRoomSearchInput => ({
  confirmationNumber,
  propertyId,
  checkInDate,
  checkOutDate,
  numAdultsPerRoom,
  numChildrenPerRoom,
});

export const fetchModifyRoomProducts = async (key: ReturnType<typeof modifyRoomProductsKey>) =>
  (await requestGraphQl(ModifyRoomProductsDocument, { input: inputOf(key) })).modifyRoomProducts;

/** The rates the room could change to for `search`, and the order as it stands; nothing is asked without a search. */
export function useModifyRoomProducts(search: ModifySearch | null) {
  return useSWR(search ? modifyRoomProductsKey(search) : null, fetchModifyRoomProducts);
}

/**
 * The search the page shows: the address's stay, or the room's own when the address gives none. The
 * hotel is the order's: the order is read first (the upcoming page's read, shared with it).
 */
export function modifySearchOf(address: ReturnType<typeof readModifyAddress>, order: Awaited<ReturnType<typeof fetchUpcomingReservation>> | undefined): ModifySearch | null {
  if (!address || !order) return null;
  const room = order.items.find((item) => item.basicInformation.confirmationNumber === address.confirmationNumber);
  if (!room) return null;
  return { confirmationNumber: address.confirmationNumber, propertyId: order.property.id, stay: address.stay ?? stayOfRoom(room) };
}

/** The modify rate list's first reads, for the server's render: the order, then the rates for the stay. */
export const modifyPageData: PageData = async ({ url }, read) => {
  const address = readModifyAddress(url.searchParams);
  if (!address) return;
  const order = await read(upcomingReservationKey(address.confirmationNumber), fetchUpcomingReservation);
  const search = modifySearchOf(address, order ?? undefined);
  if (search) await read(modifyRoomProductsKey(search), fetchModifyRoomProducts);
};
