import type { GraphQLContext } from '../../graphql/context';
import type { CreateOrderInput } from '../../graphql/generated/resolvers-types';
import type { OrderParent } from '../../graphql/order-graphql';
import { orderForViewer } from '../../graphql/reservation-resolvers';
import { BOOKER_ACCESS } from '../../reservations/order-access';
import { badUserInput } from '../booking-errors';
import { findBookingViewer } from '../booking-viewer';
import { CART_ID_PATTERN } from '../cart-store';
import { heldCart, liveSessionId } from '../held-cart';
import { ACKNOWLEDGEMENT_CODES, isAcknowledgementCode } from './booking-acknowledgements';
import { bookCart } from './book-cart';
import { claimBookingRequest, findBookingRequest, isCartBeingBooked, recordFailure, type BookingRequestKey } from './booking-claims';
import { OrderRefusalCode, orderRefusal } from './order-refusals';
import { displayLocaleOf } from '../../http/accept-language';
import { requestFingerprint } from '../../http/request-fingerprint';

/** Schema: "16 to 64 letters, digits, - or _"; a fresh random key per Book now attempt. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
/** What a failed attempt records as its reason (migration 0010's check). */
const FAILURE_CODE = /^[A-Za-z0-9_-]{1,40}$/;

type Claim = { kind: 'replay'; orderId: string } | { kind: 'claimed'; startedAt: Date };

function assertInput(input: CreateOrderInput) {
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
    throw badUserInput('idempotencyKey', 'idempotencyKey is 16 to 64 letters, digits, - or _: a fresh random key per Book now.');
  }
  const unknown = input.acceptedAcknowledgements.filter((code) => !isAcknowledgementCode(code));
  if (unknown.length > 0 || input.acceptedAcknowledgements.length > ACKNOWLEDGEMENT_CODES.length * 2) {
    throw badUserInput('acceptedAcknowledgements', `acceptedAcknowledgements lists codes of bookingAcknowledgements only: ${ACKNOWLEDGEMENT_CODES.join(', ')}.`);
  }
}

/**
 * Spec 7 "create order", exactly once. The request is first claimed in a short transaction of its own,
 * under the cart's row lock: a key that already booked replays its order; a cart another request is
 * booking (a claim neither finished nor a minute old) is E_DOUBLE_CLICK and nothing changes; a booked
 * cart is E_ALREADY_CONFIRMED. The claimed request then books in one transaction (bookCart); a refusal
 * or a failure releases the claim and keeps its code, so the guest may try again at once.
 */
export async function createOrder(input: CreateOrderInput, context: GraphQLContext): Promise<{ order: OrderParent; isReplay: boolean }> {
  const { db, clock } = context;
  assertInput(input);
  const sessionId = await liveSessionId(db, context);
  const key: BookingRequestKey = { sessionId, idempotencyKey: input.idempotencyKey };
  const requestHash = requestFingerprint([input.cartId, input.revisionNumber, [...new Set(input.acceptedAcknowledgements)].sort()]);
  const booker = await findBookingViewer(db, context.sessionToken, clock);
  const now = clock();
  const claim = await db.transaction(async (tx): Promise<Claim> => {
    // The lock first, so the key's outcome is read after any booking of this cart has committed.
    if (CART_ID_PATTERN.test(input.cartId)) await tx.query('select 1 from carts where id = $1 and booking_session_id = $2 for update', [input.cartId, sessionId]);
    const earlier = await findBookingRequest(tx, key);
    if (earlier && earlier.cartId !== input.cartId) throw badUserInput('idempotencyKey', 'This idempotency key was already used for another cart: send a fresh one.');
    // A key stays bound to what it asked while it books or once it has booked; an attempt that failed
    // without booking may be made again with the cause put right (a revision read afresh).
    const isBound = earlier !== null && (earlier.orderId !== null || earlier.finishedAt === null);
    if (isBound && earlier.requestHash && earlier.requestHash !== requestHash) {
      throw badUserInput('idempotencyKey', 'This idempotency key was already used for this cart at another revision or with other acknowledgements: send a fresh one.');
    }
    if (earlier?.orderId) return { kind: 'replay', orderId: earlier.orderId };
    const cart = await heldCart(tx, input.cartId, sessionId, now, { forUpdate: true });
    if (await isCartBeingBooked(tx, cart.id, now)) throw orderRefusal(OrderRefusalCode.DoubleClick);
    return { kind: 'claimed', startedAt: await claimBookingRequest(tx, key, cart.id, requestHash, now) };
  });
  if (claim.kind === 'replay') return { order: await bookedOrder(context, claim.orderId), isReplay: true };
  let orderId: string;
  try {
    orderId = await db.transaction((tx) =>
      bookCart(tx, {
        key,
        claimedAt: claim.startedAt,
        cartId: input.cartId,
        revisionNumber: input.revisionNumber,
        acceptedAcknowledgements: input.acceptedAcknowledgements,
        bookerMemberId: booker.memberId,
        vault: context.cardVault,
        locale: displayLocaleOf(context.acceptLanguage),
        now,
      }),
    );
  } catch (error) {
    // When even this fails (the database is gone), the claim goes stale in a minute instead.
    await recordFailure(db, key, claim.startedAt, failureCodeOf(error), clock()).catch(() => undefined);
    throw error;
  }
  return { order: await bookedOrder(context, orderId), isReplay: false };
}

/** The order as the browser that booked it sees it: every room, while its booking session lives. */
async function bookedOrder(context: GraphQLContext, orderId: string): Promise<OrderParent> {
  const order = await orderForViewer(context.db, orderId, BOOKER_ACCESS, context.clock());
  if (!order) throw new Error(`Order ${orderId} vanished after it was booked`);
  return order;
}

// Read by shape: a refusal may come back through the database driver's transaction, which need not keep its class.
function failureCodeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'extensions' in error ? (error.extensions as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' && FAILURE_CODE.test(code) ? code : 'INTERNAL_SERVER_ERROR';
}
