import { hostPaths } from '../../shared/domain/paths';
import { bookingPaths } from '../../shared/domain/booking-paths';
import type { Clock } from '../auth/clock';
import type { Queryable } from '../db/database';
import { renewBookingSession } from './booking-sessions';
import { CART_ID_PATTERN, findSessionCart } from './cart-store';
import { firstConfirmationNumberOfCart } from './held-cart';

/** What a full load of the guest-information page gets (spec 4, session and cart failures). */
export type GuestInfoPageAnswer = { kind: 'page' } | { kind: 'redirect'; location: string };

/**
 * Decides a full load of `/reservation/guestInfo.mi?cartId=…` before the app loads: a cart of this
 * browser's live booking session still held gets the page; a booking session that has ended goes to
 * the expired-session page; any other cart (unknown, malformed, expired or another browser's) goes to
 * the rate list, for the cart's own search when this session knows the cart (its hold ran out), else
 * to the bare rate list, so another browser's cart tells nothing of its stay. A cart of this browser
 * that was booked goes to its order's confirmation: it is never changed or booked again.
 */
export async function guestInfoPageAnswer(db: Queryable, cartId: unknown, bookingSessionToken: string | undefined, clock: Clock): Promise<GuestInfoPageAnswer> {
  const bareRateList: GuestInfoPageAnswer = { kind: 'redirect', location: bookingPaths.rateList.path };
  const session = await renewBookingSession(db, bookingSessionToken, clock);
  if (session.kind === 'ended') return { kind: 'redirect', location: hostPaths.expiredSession.getHref() };
  if (session.kind === 'none' || typeof cartId !== 'string' || !CART_ID_PATTERN.test(cartId)) return bareRateList;
  const cart = await findSessionCart(db, cartId, session.id);
  if (!cart) return bareRateList;
  if (cart.orderedAt) return { kind: 'redirect', location: bookingPaths.confirmation.getHref(await firstConfirmationNumberOfCart(db, cart.id)) };
  if (cart.expiresAt.getTime() > clock().getTime()) return { kind: 'page' };
  return { kind: 'redirect', location: bookingPaths.rateList.getHref(cart.criteria) };
}
