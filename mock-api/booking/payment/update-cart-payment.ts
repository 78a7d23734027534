import { cardExpiresBeforeCheckOut } from '../../../shared/booking/card-expiry';
import { CARD_TOKEN_PATTERN } from '../../../shared/domain/payment-api';
import { findSessionMember } from '../../auth/sessions';
import type { Queryable } from '../../db/database';
import type { GraphQLContext } from '../../graphql/context';
import type { ResolversParentTypes, UpdateCartPaymentInput } from '../../graphql/generated/resolvers-types';
import { staleRevision } from '../booking-errors';
import { cartAnswer } from '../cart-answer';
import { cartPaymentTerms } from '../cart-payment-terms';
import { unauthenticated } from '../guest-info/errors';
import { heldCart, liveSessionId } from '../held-cart';
import { findCardToken, isSavedCardOf, saveMemberCard, type CardTokenRecord } from './card-token-store';
import { acceptedCardBrandsOf } from './hotel-card-brands';
import { paymentRefused, PaymentErrorCode } from './payment-errors';
import { authorisePayment } from './payment-step';

/**
 * The card behind `token` if this browser may pay with it: one its booking session made (while no other
 * member was signed in), or one the signed-in member saved. Anything else, unknown tokens included, is
 * the same null, so a token cannot be probed.
 */
async function usableCard(db: Queryable, token: string, sessionId: string, memberId: string | null): Promise<CardTokenRecord | null> {
  if (!CARD_TOKEN_PATTERN.test(token)) return null;
  const card = await findCardToken(db, token);
  if (!card) return null;
  if (card.bookingSessionId === sessionId && (card.memberId === null || card.memberId === memberId)) return card;
  return memberId !== null && (await isSavedCardOf(db, memberId, token)) ? card : null;
}

/**
 * Spec 7 "credit card info": pays this browser's held cart with a card, under the cart's row lock and at
 * the revision the page read. The checks run in the order a guest can fix them (the card, the hotel's
 * brands, the stay), then the payment step authorises what the rate charges now; only an approval
 * changes anything: the cart's card and authorisation, its revision, and the saved card, in one
 * transaction. A decline leaves the cart as it was.
 */
export async function updateCartPayment(input: UpdateCartPaymentInput, context: GraphQLContext): Promise<ResolversParentTypes['Cart']> {
  const { db, clock, cardVault } = context;
  const now = clock();
  const sessionId = await liveSessionId(db, context);
  const member = await findSessionMember(db, context.sessionToken, clock);
  if (input.saveCard && !member) throw unauthenticated('Sign in to save a card to your profile.');
  const paid = await db.transaction(async (tx) => {
    const cart = await heldCart(tx, input.cartId, sessionId, now, { forUpdate: true });
    if (input.revisionNumber !== cart.revisionNumber) throw staleRevision();
    const card = await usableCard(tx, input.paymentToken, sessionId, member?.memberId ?? null);
    if (!card) throw paymentRefused(PaymentErrorCode.TokenInvalid);
    if (!(await acceptedCardBrandsOf(tx, cart.criteria.propertyId)).includes(card.brand)) throw paymentRefused(PaymentErrorCode.BrandNotAccepted);
    if (cardExpiresBeforeCheckOut(card, cart.criteria.checkOutDate)) throw paymentRefused(PaymentErrorCode.CardExpired);
    const terms = await cartPaymentTerms(tx, cart);
    const authorisation = authorisePayment(cardVault, card, { amountMinor: terms.dueNow, currency: cart.currency });
    if (!authorisation.isApproved) throw paymentRefused(PaymentErrorCode.Declined);
    await tx.query('update carts set payment_token = $2, payment_authorized_at = $3, revision_number = revision_number + 1, updated_at = $3 where id = $1', [
      cart.id,
      card.token,
      now,
    ]);
    if (input.saveCard && member) await saveMemberCard(tx, member.memberId, card.token, now);
    return { ...cart, revisionNumber: cart.revisionNumber + 1 };
  });
  return cartAnswer(db, paid, now);
}
