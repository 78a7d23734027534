import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { alreadyConfirmed, cartValidationFailed, sessionValidationFailed } from './booking-errors';
import { renewBookingSession } from './booking-sessions';
import { CART_ID_PATTERN, findSessionCart, type CartRecord } from './cart-store';

// The two checks every call on an existing cart makes (the cart calls, the guest-info calls): kept in
// one place so no caller can name a cart of another browser by forgetting one.

/**
 * The live booking session of the cookie, renewed. A browser with no cookie, or one naming no session
 * we know, has no cart to name (CART_VALIDATION_FAILED); one whose session ended is told so
 * (SESSION_VALIDATION_FAILED, the expired-session page).
 */
export async function liveSessionId(db: Queryable, { bookingSessionToken, clock }: GraphQLContext): Promise<string> {
  const session = await renewBookingSession(db, bookingSessionToken, clock);
  if (session.kind === 'ended') throw sessionValidationFailed();
  if (session.kind === 'none') throw cartValidationFailed();
  return session.id;
}

/**
 * The session's cart `id` while its hold lasts and it is not booked. A booked cart is never changed or
 * booked again: E_ALREADY_CONFIRMED naming its order's first room, whether or not its hold has run out.
 * Any other case is the same refusal, whatever it was.
 */
export async function heldCart(db: Queryable, id: string, sessionId: string, now: Date, options: { forUpdate?: boolean } = {}): Promise<CartRecord> {
  if (!CART_ID_PATTERN.test(id)) throw cartValidationFailed();
  const cart = await findSessionCart(db, id, sessionId, options);
  if (!cart) throw cartValidationFailed();
  if (cart.orderedAt) throw alreadyConfirmed(await firstConfirmationNumberOfCart(db, cart.id));
  if (cart.expiresAt.getTime() <= now.getTime()) throw cartValidationFailed();
  return cart;
}

/** The confirmation number of the first room of the order cart `cartId` became. */
export async function firstConfirmationNumberOfCart(db: Queryable, cartId: string): Promise<string> {
  const { rows } = await db.query<{ confirmationNumber: string }>(
    `select r.confirmation_number as "confirmationNumber" from orders o join reservations r on r.order_id = o.id
      where o.cart_id = $1 order by r.room_ordinal limit 1`,
    [cartId],
  );
  // ordered_at is set in the transaction that makes the order and its rooms, so a booked cart has both.
  if (!rows[0]) throw new Error('A booked cart has no order');
  return rows[0].confirmationNumber;
}
