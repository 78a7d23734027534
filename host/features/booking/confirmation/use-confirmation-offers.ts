import useSWR from 'swr';
import type { ConfirmationOffersQuery } from '../../../../shared/graphql/generated/graphql';
import { ConfirmationOffersQuery as ConfirmationOffersDocument } from '../../../../shared/graphql/operations/checkout/confirmation';
import { requestGraphQl } from '../../../services/graphql';

export type ConfirmationOffer = ConfirmationOffersQuery['confirmationOffers'][number];

const confirmationOffersKey = (propertyId: string) => ['ConfirmationOffers', propertyId] as const;

const getConfirmationOffers = async ([, propertyId]: ReturnType<typeof confirmationOffersKey>) =>
  (await requestGraphQl(ConfirmationOffersDocument, { propertyId })).confirmationOffers;

/** Spec 7 co-brand credit card, cross-sell, upsell and the insurance mini card: the hotel's offers, in display order. */
export function useConfirmationOffers(propertyId: string) {
  return useSWR(confirmationOffersKey(propertyId), getConfirmationOffers, { revalidateOnFocus: false });
}
