import useSWR from 'swr';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { CheckInOnlineInput } from '../../../../shared/graphql/generated/graphql';
import { CheckInOnlineMutation, OnlineCheckInQuery } from '../../../../shared/graphql/operations/manage/check-in';
import type { PageData } from '../../../../shared/ssr/page-data';
import { confirmationNumberError } from '../../../../shared/validation/reservation-lookup';
import { requestGraphQl } from '../../../services/graphql';
import type { UpdateOutcome } from '../modify/update-reservation';

export const onlineCheckInKey = (confirmationNumber: string) => ['OnlineCheckIn', confirmationNumber] as const;

export const fetchOnlineCheckIn = async ([, confirmationNumber]: ReturnType<typeof onlineCheckInKey>) =>
  (await requestGraphQl(OnlineCheckInQuery, { confirmationNumber })).onlineCheckIn;

export type OnlineCheckIn = NonNullable<Awaited<ReturnType<typeof fetchOnlineCheckIn>>>;

/** The check-in form of the room; `null` data when this browser may not see it. */
export function useOnlineCheckIn(confirmationNumber: string | null) {
  return useSWR(confirmationNumber ? onlineCheckInKey(confirmationNumber) : null, fetchOnlineCheckIn);
}

/** The check-in page's first read, for the server's render. */
export const checkInPageData: PageData = async ({ url }, read) => {
  const number = url.searchParams.get('confirmationNumber')?.trim() ?? '';
  if (!confirmationNumberError(number)) await read(onlineCheckInKey(number), fetchOnlineCheckIn);
};

/** Checks the room in (spec 7: check-in now); refusals are values, a failed call throws. */
export async function checkInOnline(input: CheckInOnlineInput): Promise<UpdateOutcome> {
  const { status, order } = (await requestGraphQl(CheckInOnlineMutation, { input })).checkInOnline;
  const code = status[0]?.code ?? 'NO_STATUS';
  if (code === 'SUCCESS') return { kind: 'changed', order };
  return { kind: 'refused', code, message: reservationErrorRef(code), order };
}
