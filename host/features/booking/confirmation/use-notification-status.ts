import useSWR from 'swr';
import type { SentMessageFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { NotificationStatusQuery } from '../../../../shared/graphql/operations/checkout/confirmation';
import { requestGraphQl } from '../../../services/graphql';

export type SentMessage = SentMessageFieldsFragment;

export const notificationStatusKey = (confirmationNumber: string) => ['NotificationStatus', confirmationNumber] as const;

const getNotificationStatus = async ([, confirmationNumber]: ReturnType<typeof notificationStatusKey>): Promise<SentMessage[]> =>
  (await requestGraphQl(NotificationStatusQuery, { confirmationNumber })).reservationOrder?.sentMessages ?? [];

/** Spec 4 "notification status": the messages written to the outbox for this booking, oldest first. */
export function useNotificationStatus(confirmationNumber: string) {
  return useSWR(notificationStatusKey(confirmationNumber), getNotificationStatus);
}
