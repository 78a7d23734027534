import useSWR from 'swr';
import type { CartFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { CartPriceQuery } from '../../../../shared/graphql/operations/booking/cart';
import { requestGraphQl } from '../../../services/graphql';

/** A cart as the pre-booking part of the booking page shows it (spec 7, cart price). */
export type Cart = CartFieldsFragment;

export const cartKey = (cartId: string) => ['CartPrice', cartId] as const;

export const getCart = async (cartId: string): Promise<Cart> => (await requestGraphQl(CartPriceQuery, { cartId })).cart;

/**
 * The cart named by the page, read again when the tab comes back to the front, so a hold renewed or
 * ended elsewhere shows here. A failed read is not retried on its own: a cart refused as expired or
 * foreign stays refused, and the page offers a retry for anything else.
 */
export function useCart(cartId: string | null) {
  return useSWR(cartId ? cartKey(cartId) : null, ([, id]) => getCart(id), { shouldRetryOnError: false });
}
