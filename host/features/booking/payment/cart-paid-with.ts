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
