import { CART_HOLD_SECONDS } from '../../shared/booking/booking-timers';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers-types';
import { alreadyConfirmed, badUserInput, cartValidationFailed, rateUnavailable, staleRevision } from './booking-errors';
import { renewBookingSession, rotateBookingSession, sessionRotatedFrom, startBookingSession } from './booking-sessions';
import { firstConfirmationNumberOfCart, heldCart, liveSessionId } from './held-cart';
import { findBookingViewer } from './booking-viewer';
import { cartAnswer } from './cart-answer';
import { extendCart, findCartByKey, findSessionCart, insertCart, newCartId, repriceCart, requestHashOf, type CartRecord } from './cart-store';
import { hotelTimeZone, loadHotelCatalogue } from './hotel-catalogue';
import type { RatePricing } from './rate-pricing';
import { findRoomNights } from './room-nights';
import { offeredRate, rateModesFor } from './room-offers';
import { assertArrivalDayOpen, assertHotelHoldsParty, assertNoProblem, codeOf, searchCriteriaOf } from './search-input';
import { stayOf } from './stay';

/** Schema: "16 to 64 letters, digits, - or _"; a fresh random key per selection. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const holdUntil = (now: Date) => new Date(now.getTime() + CART_HOLD_SECONDS * 1000);

/**
 * The session a new cart joins: the live one the cookie names (or named until a moment ago, for the
 * second request of a double click), or a new one with a new cookie. A cookie naming a session that
 * ended, or one we never issued, is not adopted. `isAdopted` says the browser brought the token: it is
 * replaced once the cart is made (rotateBookingSession), so a token planted in a browser never names
 * what is booked there.
 */
async function sessionForNewCart(db: Queryable, context: GraphQLContext): Promise<{ id: string; isAdopted: boolean }> {
  const session = await renewBookingSession(db, context.bookingSessionToken, context.clock);
  if (session.kind === 'live') return { id: session.id, isAdopted: true };
  const rotated = await sessionRotatedFrom(db, context.bookingSessionToken, context.clock);
  if (rotated) return { id: rotated, isAdopted: false };
  const started = await startBookingSession(db, context.clock);
  context.setBookingSessionCookie(started.token);
  return { id: started.id, isAdopted: false };
}

/** The rate as the rate list offers it to this viewer now, or RATE_UNAVAILABLE. */
async function priceSelection(db: Queryable, context: GraphQLContext, criteria: SearchCriteria, selection: { roomTypeCode: string; ratePlanCode: string }) {
  const catalogue = await loadHotelCatalogue(db, criteria.propertyId);
  if (!catalogue) throw rateUnavailable();
  assertArrivalDayOpen(criteria, catalogue.timeZone, context.clock());
  assertHotelHoldsParty(criteria, catalogue);
  const viewer = await findBookingViewer(db, context.sessionToken, context.clock);
  const nights = await findRoomNights(db, catalogue.hotelCode, criteria.checkInDate, criteria.checkOutDate);
  const pricing: RatePricing | null = offeredRate(catalogue, nights, stayOf(criteria), viewer, rateModesFor(viewer, criteria.rewardsRedemption), selection);
  if (!pricing) throw rateUnavailable();
  return { catalogue, viewer, pricing };
}

export const cartQuery: Pick<QueryResolvers, 'cart'> = {
  cart: async (_parent, { id }, context) => {
    const now = context.clock();
    const cart = await heldCart(context.db, id, await liveSessionId(context.db, context), now);
    return cartAnswer(context.db, cart, now);
  },
};

export const cartMutations: Pick<MutationResolvers, 'createCart' | 'updateCart' | 'extendAndUpdateCartExpiration'> = {
  createCart: async (_parent, { input }, context) => {
    const { db, clock } = context;
    const now = clock();
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) throw badUserInput('idempotencyKey', 'idempotencyKey is 16 to 64 letters, digits, - or _: a fresh random key per selection.');
    const criteria = searchCriteriaOf(input.search, now);
    const selection = { roomTypeCode: codeOf(input.roomTypeCode, 'roomTypeCode'), ratePlanCode: codeOf(input.ratePlanCode, 'ratePlanCode') };
    const session = await sessionForNewCart(db, context);
    const sessionId = session.id;
    const requestHash = requestHashOf(criteria, selection.roomTypeCode, selection.ratePlanCode);
    const repeated = await findCartByKey(db, sessionId, input.idempotencyKey);
    if (repeated) return answerRepeat(db, repeated, requestHash, now);
    const { catalogue, viewer, pricing } = await priceSelection(db, context, criteria, selection);
    const cart: CartRecord = {
      id: newCartId(),
      bookingSessionId: sessionId,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      revisionNumber: 1,
      expiresAt: holdUntil(now),
      memberId: viewer.memberId,
      criteria,
      ...selection,
      currency: catalogue.currency,
      taxes: catalogue.taxes,
      nights: pricing.nights,
      orderedAt: null,
    };
    if (await db.transaction((tx) => insertCart(tx, cart, now))) {
      if (session.isAdopted) context.setBookingSessionCookie(await rotateBookingSession(db, sessionId, clock));
      return cartAnswer(db, cart, now);
    }
    // A second call with the same key got there first (a double click): answer the cart it made.
    const first = await findCartByKey(db, sessionId, input.idempotencyKey);
    if (!first) throw new Error('A cart vanished between its insert and its read');
    return answerRepeat(db, first, requestHash, now);
  },

  updateCart: async (_parent, { input }, context) => {
    const { db, clock } = context;
    const now = clock();
    const sessionId = await liveSessionId(db, context);
    const updated = await db.transaction(async (tx) => {
      const cart = await heldCart(tx, input.cartId, sessionId, now, { forUpdate: true });
      const criteria: SearchCriteria = {
        ...cart.criteria,
        numRooms: input.numRooms ?? cart.criteria.numRooms,
        numAdultsPerRoom: input.numAdultsPerRoom ?? cart.criteria.numAdultsPerRoom,
        numChildrenPerRoom: input.numChildrenPerRoom ?? cart.criteria.numChildrenPerRoom,
      };
      assertNoProblem(criteria, now);
      const ratePlanCode = input.ratePlanCode == null ? cart.ratePlanCode : codeOf(input.ratePlanCode, 'ratePlanCode');
      if (input.revisionNumber !== cart.revisionNumber) throw staleRevision();
      const { catalogue, viewer, pricing } = await priceSelection(tx, context, criteria, { roomTypeCode: cart.roomTypeCode, ratePlanCode });
      const next: CartRecord = {
        ...cart,
        criteria,
        ratePlanCode,
        revisionNumber: cart.revisionNumber + 1,
        expiresAt: holdUntil(now),
        memberId: viewer.memberId,
        taxes: catalogue.taxes,
        nights: pricing.nights,
      };
      await repriceCart(tx, next, now);
      return next;
    });
    return cartAnswer(db, updated, now);
  },

  extendAndUpdateCartExpiration: async (_parent, { input }, context) => {
    const { db, clock } = context;
    const now = clock();
    const sessionId = await liveSessionId(db, context);
    const extended = await db.transaction(async (tx) => {
      const cart = await heldCart(tx, input.cartId, sessionId, now, { forUpdate: true });
      if (input.revisionNumber !== cart.revisionNumber) throw staleRevision();
      // A hold kept past the hotel's midnight would book a night already gone.
      assertArrivalDayOpen(cart.criteria, await hotelTimeZone(tx, cart.criteria.propertyId), now);
      const next = { ...cart, revisionNumber: cart.revisionNumber + 1, expiresAt: holdUntil(now) };
      await extendCart(tx, cart.id, next.expiresAt, now);
      return next;
    });
    return cartAnswer(db, extended, now);
  },
};

/**
 * The answer to a repeated create: the cart the key made, while it is held and not booked. The same key
 * with another selection is the caller's mistake (a key is made per selection), not a reason to hand
 * back a cart it did not ask for.
 */
async function answerRepeat(db: Queryable, cart: CartRecord, requestHash: string, now: Date) {
  if (cart.requestHash !== requestHash) throw badUserInput('idempotencyKey', 'This idempotency key was already used for another selection: send a fresh one.');
  if (cart.orderedAt) throw alreadyConfirmed(await firstConfirmationNumberOfCart(db, cart.id));
  if (cart.expiresAt.getTime() <= now.getTime()) throw cartValidationFailed();
  return cartAnswer(db, cart, now);
}
