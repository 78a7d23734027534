import type { PaymentCardDetail } from '../../../../bridge';
import type { Cart } from '../pre-booking/use-cart';

/**
 * Whether the cart as read holds the card the payment overlay just reported. A failed read leaves the
 * page's earlier copy, which would show no card or the card before, and the page must not go on with it.
 */
export function isCartPaidWith(cart: Cart | undefined, detail: PaymentCardDetail): boolean {
  const card = cart?.payment?.card;
  return card !== undefined && card.brand === detail.brand && card.lastFour === detail.lastFour;
}

/** Said when the card was taken but the booking could not be read again to show it. */
export const CART_NOT_REREAD = 'Your card was accepted, but we could not load your booking again to show it. Check your connection, then try again.';
