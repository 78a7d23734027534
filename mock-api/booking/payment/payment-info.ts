import { moneyOf } from '../../../shared/domain/money';
import { findSessionMember } from '../../auth/sessions';
import type { GraphQLContext } from '../../graphql/context';
import type { PaymentInfo } from '../../graphql/generated/resolvers-types';
import { cartPaymentTerms } from '../cart-payment-terms';
import { heldCart, liveSessionId } from '../held-cart';
import { cardBrandShape, cardSummaryShape } from './card-summary-shape';
import { findCartCard, findSavedCards } from './card-token-store';
import { acceptedCardBrandsOf } from './hotel-card-brands';
import { paymentMethodShape } from './payment-method-shape';

/**
 * Spec 7 "property and customer payment info" and "payment methods" for this browser's held cart: how
 * its rate is paid (its method, which the page words), what is due now and at the hotel, the brands
 * the hotel takes, the signed-in member's saved cards (a visitor has none and may save none), and the
 * card given so far. The cart refusals are the cart calls' own.
 */
export async function paymentInfo(cartId: string, context: GraphQLContext): Promise<PaymentInfo> {
  const { db, clock } = context;
  const cart = await heldCart(db, cartId, await liveSessionId(db, context), clock());
  const member = await findSessionMember(db, context.sessionToken, clock);
  const [terms, brands, savedCards, paid] = await Promise.all([
    cartPaymentTerms(db, cart),
    acceptedCardBrandsOf(db, cart.criteria.propertyId),
    member ? findSavedCards(db, member.memberId) : [],
    findCartCard(db, cart.id),
  ]);
  return {
    cartId: cart.id,
    paymentMethod: paymentMethodShape(terms, cart.currency),
    amountDueNow: moneyOf(terms.dueNow, cart.currency),
    amountDueAtHotel: moneyOf(terms.dueAtHotel, cart.currency),
    acceptedCardBrands: brands.map(cardBrandShape),
    savedCards: savedCards.map(({ card, savedAt }) => ({ card: cardSummaryShape(card), savedAt: savedAt.toISOString() })),
    canSaveCard: member !== null,
    selectedCard: paid && cardSummaryShape(paid.card),
  };
}
