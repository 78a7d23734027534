import useSWR from 'swr';
import { ConfirmationMessageQuery } from '../../../../shared/graphql/operations/checkout/confirmation';
import { requestGraphQl } from '../../../services/graphql';

export const confirmationMessageKey = (confirmationNumber: string) => ['ConfirmationMessage', confirmationNumber] as const;

const getConfirmationMessage = async ([, confirmationNumber]: ReturnType<typeof confirmationMessageKey>) =>
  (await requestGraphQl(ConfirmationMessageQuery, { confirmationNumber })).reservationOrder?.confirmationMessage ?? null;

/** Spec 7 "confirmation message", its own call (spec 4: one of the three the print view waits for). */
export function useConfirmationMessage(confirmationNumber: string) {
  return useSWR(confirmationMessageKey(confirmationNumber), getConfirmationMessage);
}
