import useSWR from 'swr';
import type { TravelInsuranceOfferQuery } from '../../../../shared/graphql/generated/graphql';
import { TravelInsuranceOfferQuery as TravelInsuranceOfferDocument } from '../../../../shared/graphql/operations/checkout/confirmation';
import { requestGraphQl } from '../../../services/graphql';

export type TravelInsuranceQuote = NonNullable<TravelInsuranceOfferQuery['travelInsuranceOffer']>;

export const travelInsuranceOfferKey = (confirmationNumber: string) => ['TravelInsuranceOffer', confirmationNumber] as const;

const getTravelInsuranceOffer = async ([, confirmationNumber]: ReturnType<typeof travelInsuranceOfferKey>) =>
  (await requestGraphQl(TravelInsuranceOfferDocument, { confirmationNumber })).travelInsuranceOffer;

/**
 * Spec 7 "travel insurance banner": a quote for the booked order, or `null` data when it cannot be
 * insured (insured already, paid in points only, or its stay has begun). Read only when `isWanted`.
 */
export function useTravelInsuranceOffer(confirmationNumber: string, isWanted = true) {
  return useSWR(isWanted ? travelInsuranceOfferKey(confirmationNumber) : null, getTravelInsuranceOffer, { revalidateOnFocus: false });
}
