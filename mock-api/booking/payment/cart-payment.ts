import { moneyOf } from '../../../shared/domain/money';
import type { Queryable } from '../../db/database';
import type { CartPayment } from '../../graphql/generated/resolvers-types';
import { cartPaymentTerms } from '../cart-payment-terms';
import { findSessionCart, type CartRecord } from '../cart-store';
import { cardSummaryShape } from './card-summary-shape';
import { findCartCard } from './card-token-store';
import { paymentMethodShape } from './payment-method-shape';

/**
 * Cart.payment: the card the cart is paid with, its payment method and what is due now, exactly
 * as paymentInfo gives them (one function makes both); null until a card is given.
 */
export async function cartPaymentOf(db: Queryable, cartId: string): Promise<CartPayment | null> {
  const paid = await findCartCard(db, cartId);
  if (!paid) return null;
  const cart = await storedCart(db, cartId);
  const terms = await cartPaymentTerms(db, cart);
  return {
    card: cardSummaryShape(paid.card),
    paymentMethod: paymentMethodShape(terms, cart.currency),
    amountDueNow: moneyOf(terms.dueNow, cart.currency),
    amountDueAtHotel: moneyOf(terms.dueAtHotel, cart.currency),
    authorizedAt: paid.authorizedAt.toISOString(),
  };
}

/**
 * The stored cart behind a Cart answer. A cart reaches a field resolver only after its browser's hold
 * was checked (the cart calls, paymentInfo), so reading it by id alone shows nothing new.
 */
async function storedCart(db: Queryable, cartId: string): Promise<CartRecord> {
  const { rows } = await db.query<{ sessionId: string }>('select booking_session_id::text as "sessionId" from carts where id = $1', [cartId]);
  const cart = rows[0] && (await findSessionCart(db, cartId, rows[0].sessionId));
  if (!cart) throw new Error('A cart answered by the API is no longer stored');
  return cart;
}
