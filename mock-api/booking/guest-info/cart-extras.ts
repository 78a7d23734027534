import { MAX_PURCHASABLE_POINTS, POINTS_PURCHASE_CURRENCY, canBuyPoints, pointsPurchaseCostMinor } from '../../../shared/booking/buy-points';
import { PREPAY_CONSENT_TEXT } from '../../../shared/booking/prepay-consent';
import { moneyOf } from '../../../shared/domain/money';
import { ROOM_REQUESTS } from '../../../shared/validation/stay-requests';
import type { Queryable } from '../../db/database';
import type { GraphQLContext } from '../../graphql/context';
import type { QueryResolvers } from '../../graphql/generated/resolvers-types';
import { cartValidationFailed } from '../booking-errors';
import { findBookingViewer, pointsBalanceOf } from '../booking-viewer';
import type { CartRecord } from '../cart-store';
import { heldCart, liveSessionId } from '../held-cart';
import { savedBuyPointConsent } from './cart-guest-store';
import { unauthenticated } from './errors';

/** This browser's held cart `cartId`, or the cart refusal (never saying why). */
export async function browserCart(context: GraphQLContext, cartId: string): Promise<CartRecord> {
  return heldCart(context.db, cartId, await liveSessionId(context.db, context), context.clock());
}

/** Whether the cart's rate is prepaid and non-refundable (spec 3: the pre-pay consent is then required). */
export async function isPrepaidRate(db: Queryable, cart: CartRecord): Promise<boolean> {
  const { rows } = await db.query<{ prepaid: boolean }>('select is_prepaid_non_refundable as prepaid from rate_plans where hotel_code = $1 and code = $2', [
    cart.criteria.propertyId,
    cart.ratePlanCode,
  ]);
  return rows[0]?.prepaid ?? false;
}

/** Points the cart's rate deducts for the whole stay: each night's points for each room. */
export const pointsDeductedBy = (cart: CartRecord) => cart.nights.reduce((sum, night) => sum + (night.points ?? 0), 0) * cart.criteria.numRooms;

export const cartExtrasQuery: Pick<QueryResolvers, 'roomRequests' | 'prepayConsent' | 'redemptionData'> = {
  // Every hotel takes all four requests: its pet policy is free text (migration 0005), not data we can
  // decide on, so the hotel confirms a pet request as it does a crib.
  roomRequests: async (_parent, { cartId }, context) => {
    await browserCart(context, cartId);
    return ROOM_REQUESTS.map(({ code, label }) => ({ code, label }));
  },

  prepayConsent: async (_parent, { cartId }, context) => {
    const isRequired = await isPrepaidRate(context.db, await browserCart(context, cartId));
    return { isRequired, text: isRequired ? PREPAY_CONSENT_TEXT : null };
  },

  redemptionData: async (_parent, { cartId }, context) => {
    const cart = await browserCart(context, cartId);
    const pointsDeducted = pointsDeductedBy(cart);
    if (pointsDeducted === 0) return null;
    const viewer = await findBookingViewer(context.db, context.sessionToken, context.clock);
    if (!viewer.isMember) throw unauthenticated('Sign in to book with points.');
    // A points cart was priced for the member signed in then; another member's balance says nothing of it.
    if (cart.memberId !== viewer.memberId) throw cartValidationFailed();
    const currentPointBalance = await pointsBalanceOf(context.db, viewer.memberId);
    const additionalPointsRequired = Math.max(0, pointsDeducted - currentPointBalance);
    return {
      currentPointBalance,
      pointsDeducted,
      additionalPointsRequired,
      pointCost: additionalPointsRequired > 0 ? moneyOf(pointsPurchaseCostMinor(additionalPointsRequired), POINTS_PURCHASE_CURRENCY) : null,
      isBuyPoints: canBuyPoints(additionalPointsRequired),
      maxPurchasablePoints: MAX_PURCHASABLE_POINTS,
      isBuyPointConsent: (await savedBuyPointConsent(context.db, cart.id)) ?? true,
    };
  },
};
