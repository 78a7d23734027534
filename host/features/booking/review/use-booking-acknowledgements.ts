import useSWR from 'swr';
import { BookingAcknowledgementsQuery } from '../../../../shared/graphql/operations/checkout/order';
import { requestGraphQl } from '../../../services/graphql';

/**
 * What the guest must accept before booking this cart (spec 2, pre-booking acknowledgements), in the
 * server's words and order. Their words quote the cart's amounts, so a new revision of the cart (a
 * reprice, insurance added, a change made in another tab) reads them again; until they arrive the
 * list read for the earlier revision stays, so the form and its notice are not torn down meanwhile.
 * Not read again on the tab's return, so the list does not change under a guest ticking it; a refusal
 * that says it changed reads it again.
 */
export function useBookingAcknowledgements(cartId: string, revisionNumber: number) {
  return useSWR(
    ['BookingAcknowledgements', cartId, revisionNumber] as const,
    async ([, id]) => (await requestGraphQl(BookingAcknowledgementsQuery, { cartId: id })).bookingAcknowledgements,
    { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true },
  );
}
