import useSWR from 'swr';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { UpgradeRoomInput } from '../../../../shared/graphql/generated/graphql';
import { RoomUpgradeOffersQuery, UpgradeRoomMutation } from '../../../../shared/graphql/operations/manage/upgrade';
import type { PageData } from '../../../../shared/ssr/page-data';
import { confirmationNumberError } from '../../../../shared/validation/reservation-lookup';
import { requestGraphQl } from '../../../services/graphql';
import type { UpdateOutcome } from '../modify/update-reservation';

export const roomUpgradeOffersKey = (confirmationNumber: string) => ['RoomUpgradeOffers', confirmationNumber] as const;

export const fetchRoomUpgradeOffers = async ([, confirmationNumber]: ReturnType<typeof roomUpgradeOffersKey>) =>
  (await requestGraphQl(RoomUpgradeOffersQuery, { confirmationNumber })).roomUpgradeOffers;

export type RoomUpgradeOffers = Awaited<ReturnType<typeof fetchRoomUpgradeOffers>>;
export type RoomUpgradeOffer = RoomUpgradeOffers['offers'][number];
export type UpgradePrice = NonNullable<RoomUpgradeOffer['cash']>;

export function useRoomUpgradeOffers(confirmationNumber: string | null) {
  return useSWR(confirmationNumber ? roomUpgradeOffersKey(confirmationNumber) : null, fetchRoomUpgradeOffers);
}

/** The upgrade page's first read, for the server's render. */
export const upgradePageData: PageData = async ({ url }, read) => {
  const number = url.searchParams.get('confirmationNumber')?.trim() ?? '';
  if (!confirmationNumberError(number)) await read(roomUpgradeOffersKey(number), fetchRoomUpgradeOffers);
};

/** Accepts an upgrade (spec 7: room upgrade); refusals are values, a failed call throws. */
export async function upgradeRoom(input: UpgradeRoomInput): Promise<UpdateOutcome> {
  const { status, order } = (await requestGraphQl(UpgradeRoomMutation, { input })).upgradeRoom;
  const code = status[0]?.code ?? 'NO_STATUS';
  if (code === 'SUCCESS') return { kind: 'changed', order };
  return { kind: 'refused', code, message: reservationErrorRef(code), order };
}
