import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { CreateTravelInsuranceOrderMutation } from '../../../../shared/graphql/generated/graphql';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { CreateTravelInsuranceOrderMutation as CreateTravelInsuranceOrderDocument } from '../../../../shared/graphql/operations/checkout/confirmation';
import type { Messages } from '../../../../shared/i18n/messages';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { requestGraphQl } from '../../../services/graphql';
import { reportReservationError } from '../../../services/report-reservation-error';
import { orderConfirmationKey } from './use-order-confirmation';
import { travelInsuranceOfferKey } from './use-travel-insurance-offer';

export type InsurancePolicy = NonNullable<CreateTravelInsuranceOrderMutation['createTravelInsuranceOrder']['travelInsurance']>;

export type InsureOutcome = { status: 'insured'; policy: InsurancePolicy } | { status: 'refused'; code: string; message: string };

/** The insurance order's refusals in words: its own two in the page's, the rest the catalogue's. */
function refusalMessage({ t, say }: Messages, code: string): string {
  if (code === 'INSURANCE_QUOTE_EXPIRED') return t('confirmation.insurance.refusal.quoteExpired');
  if (code === 'TRAVEL_INSURANCE_UNAVAILABLE') return t('confirmation.insurance.refusal.unavailable');
  const isCatalogued = code === ReservationErrorKey.PaymentDeclined || code === ReservationErrorKey.NotPermitted;
  return say(reservationErrorRef(isCatalogued ? code : null));
}

/**
 * Spec 7 "create travel-insurance order" with the banner's quote, charged to the booking's card. On
 * success the order is read again (its charges now hold the premium); an expired quote is asked for again.
 */
export function useInsureTrip(confirmationNumber: string) {
  const messages = useMessages();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (quoteId: string): Promise<InsureOutcome> => {
      try {
        const { createTravelInsuranceOrder: order } = await requestGraphQl(CreateTravelInsuranceOrderDocument, { input: { confirmationNumber, quoteId } });
        if (!order.travelInsurance) throw new Error('The insurance order answered an order without a policy');
        void mutate(orderConfirmationKey(confirmationNumber));
        void mutate(travelInsuranceOfferKey(confirmationNumber), null, { revalidate: false });
        return { status: 'insured', policy: order.travelInsurance };
      } catch (error) {
        const code = graphQlErrorCode(error);
        reportReservationError({ code, component: 'TravelInsuranceBanner', detail: `insure ${confirmationNumber}`, level: 'warn' });
        if (code === 'INSURANCE_QUOTE_EXPIRED') void mutate(travelInsuranceOfferKey(confirmationNumber));
        return { status: 'refused', code, message: refusalMessage(messages, code) };
      }
    },
    [mutate, confirmationNumber, messages],
  );
}
