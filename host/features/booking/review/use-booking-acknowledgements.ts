import useSWR from 'swr';
import { BookingAcknowledgementsQuery } from '../../../../shared/graphql/operations/checkout/order';
import { requestGraphQl } from '../../../services/graphql';

/**
 * What the guest must accept before booking this cart (spec 2, pre-booking acknowledgements), in the
 * server's words and order. Not read again on the tab's return, so the list does not change under a
 * guest ticking it; a refusal that says it changed reads it again.
 */
export function useBookingAcknowledgements(cartId: string) {
  return useSWR(
    ['BookingAcknowledgements', cartId] as const,
    async ([, id]) => (await requestGraphQl(BookingAcknowledgementsQuery, { cartId: id })).bookingAcknowledgements,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
