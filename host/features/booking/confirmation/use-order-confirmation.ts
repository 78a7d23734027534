import useSWR from 'swr';
import type { OrderConfirmationQuery } from '../../../../shared/graphql/generated/graphql';
import { OrderConfirmationQuery as OrderConfirmationDocument } from '../../../../shared/graphql/operations/checkout/confirmation';
import { requestGraphQl } from '../../../services/graphql';

/** The booked order as the confirmation page shows it. */
export type ConfirmationOrder = NonNullable<OrderConfirmationQuery['reservationOrder']>;
export type ConfirmationRoom = ConfirmationOrder['items'][number];

export const orderConfirmationKey = (confirmationNumber: string) => ['OrderConfirmation', confirmationNumber] as const;

export const getOrderConfirmation = async (confirmationNumber: string) =>
  (await requestGraphQl(OrderConfirmationDocument, { confirmationNumber })).reservationOrder;

/** The order holding this confirmation number; `null` data when there is none this browser may read. */
export function useOrderConfirmation(confirmationNumber: string | null) {
  return useSWR(confirmationNumber ? orderConfirmationKey(confirmationNumber) : null, ([, number]) => getOrderConfirmation(number));
}
