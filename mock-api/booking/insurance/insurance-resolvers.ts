import { createGraphQLError } from 'graphql-yoga';
import { TRAVEL_INSURANCE_PROVIDER, travelInsurancePremium } from '../../../shared/booking/travel-insurance';
import { moneyOf } from '../../../shared/domain/money';
import type { CartResolvers, MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { badUserInput, staleRevision } from '../booking-errors';
import { cartAnswer } from '../cart-answer';
import { heldCart, liveSessionId } from '../held-cart';
import { CART_ID_PATTERN, type CartRecord } from '../cart-store';
import { stayPrice } from '../stay-price';
import { addCartInsurance, findCartInsurance, findCartQuote, insertQuote, removeCartInsurance } from './insurance-store';
import { newQuote, quoteShape } from './insurance-quote';

/** Quote ids are made like cart ids: 192 random bits, base64url. */
const QUOTE_ID_PATTERN = CART_ID_PATTERN;

/**
 * What the policy insures: the cash the guest pays for the stay (every room and night, taxes and fees
 * included), as the cart holds it. Points are not money at risk; a stay paid only in points has nothing
 * to insure and is refused (TRAVEL_INSURANCE_UNAVAILABLE) rather than insured at an invented value.
 */
function tripCostOf(cart: CartRecord): number {
  const price = stayPrice(cart.nights, { numRooms: cart.criteria.numRooms, taxes: cart.taxes, comparesWithFlexibleRate: false });
  const total = price.cash?.total ?? 0;
  if (total <= 0) {
    throw createGraphQLError('Travel insurance covers what you pay in cash, and this stay is paid in points only, so there is nothing to insure.', {
      extensions: { code: 'TRAVEL_INSURANCE_UNAVAILABLE' },
    });
  }
  return total;
}

export const insuranceQuery: Pick<QueryResolvers, 'travelInsuranceQuote'> = {
  travelInsuranceQuote: async (_parent, { cartId }, context) => {
    const { db, clock } = context;
    const now = clock();
    const cart = await heldCart(db, cartId, await liveSessionId(db, context), now);
    const quote = newQuote(cart.id, tripCostOf(cart), cart.currency, now);
    await insertQuote(db, quote);
    return quoteShape(quote);
  },
};

const quoteExpired = () =>
  createGraphQLError('This insurance quote has expired or no longer matches your stay. Ask for a new quote, then add it.', { extensions: { code: 'INSURANCE_QUOTE_EXPIRED' } });

export const insuranceMutations: Pick<MutationResolvers, 'updateInsuranceCart'> = {
  updateInsuranceCart: async (_parent, { input }, context) => {
    const { db, clock } = context;
    const now = clock();
    const sessionId = await liveSessionId(db, context);
    const updated = await db.transaction(async (tx) => {
      const cart = await heldCart(tx, input.cartId, sessionId, now, { forUpdate: true });
      if (input.revisionNumber !== cart.revisionNumber) throw staleRevision();
      if (input.quoteId == null) {
        await removeCartInsurance(tx, cart.id, now);
      } else {
        // Another cart's quote is the same refusal as an unknown one: quotes are not probed across carts.
        const quote = QUOTE_ID_PATTERN.test(input.quoteId) ? await findCartQuote(tx, input.quoteId, cart.id) : null;
        if (!quote) throw badUserInput('quoteId', 'This is not a quote for this cart. Ask for a quote, then add it.');
        if (quote.expiresAt.getTime() <= now.getTime()) throw quoteExpired();
        // The cart was repriced since the quote (rooms, guests or rate changed): the premium quoted no longer fits it.
        if (quote.currency !== cart.currency || quote.coveredTripCost !== tripCostOf(cart) || quote.premium !== travelInsurancePremium(quote.coveredTripCost, cart.currency)) {
          throw quoteExpired();
        }
        await addCartInsurance(tx, quote, now);
      }
      return { ...cart, revisionNumber: cart.revisionNumber + 1 };
    });
    return cartAnswer(db, updated, now);
  },
};

/** Cart.insurance: the policy added, or null (spec 4: insuranceAdded starts false). */
export const cartInsuranceResolvers: Pick<CartResolvers, 'insurance'> = {
  insurance: async (cart, _args, { db }) => {
    const insurance = await findCartInsurance(db, cart.id);
    return insurance && { quoteId: insurance.quoteId, premium: moneyOf(insurance.premium, insurance.currency), provider: TRAVEL_INSURANCE_PROVIDER };
  },
};
