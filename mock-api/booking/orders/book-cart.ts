import type { Queryable } from '../../db/database';
import { findPropertyByCode } from '../../graphql/property-row';
import { staleRevision } from '../booking-errors';
import type { CartRecord } from '../cart-store';
import { findCartGuestInfo } from '../guest-info/cart-guest-store';
import { heldCart } from '../held-cart';
import { checkTravelAgent, type CheckedTravelAgent } from '../travel-agent/verify-travel-agent';
import { cartAcknowledgements } from './booking-acknowledgements';
import { holdsClaim, recordBooked, type BookingRequestKey } from './booking-claims';
import type { CardVault } from '../payment/card-vault';
import { findCartCard } from '../payment/card-token-store';
import { chargeCard, type Charge } from '../payment/charge-card';
import { confirmationEmailOf, writeConfirmationEmail } from './confirmation-email';
import { insureOrder } from './insure-order';
import { lockedPointsBalance, recordOrderPoints } from './order-points';
import { acknowledgementsMissing, OrderRefusalCode, orderRefusal } from './order-refusals';
import { insertOrder, insertRooms } from './order-rows';
import { recordProgrammeBooking } from './programme-booking';
import { roomOfCart } from './room-of-cart';
import { stillSoldProduct } from './still-sold';
import { takeInventory } from './take-inventory';
import { stayOf } from '../stay';
import { assertArrivalDayOpen } from '../search-input';

/** One claimed Book now: the request, what it quotes of the cart, who books, and when. */
export type BookingAttempt = {
  key: BookingRequestKey;
  claimedAt: Date;
  cartId: string;
  revisionNumber: number;
  acceptedAcknowledgements: readonly string[];
  /** The member signed in now (the order is theirs), or null for a visitor. */
  bookerMemberId: string | null;
  /** The card vault, for the payment step that takes what is charged at booking. */
  vault: CardVault;
  locale: string;
  now: Date;
};

/**
 * Spec 7 "create order": the cart becomes one order in the transaction `tx`, which the caller runs for
 * this alone. Under the cart's row lock, in this order: the cart is this browser's, held and not booked;
 * the claim is still this request's; the revision is the one the page read (STALE_REVISION); guest
 * information (GUEST_INFO_REQUIRED) and a card (PAYMENT_REQUIRED) are on it; the room and rate are still
 * sold to this booker (PRODUCTS_UNAVAILABLE) and its arrival day has not ended in the hotel's time zone
 * (BAD_USER_INPUT on checkInDate); then, under the member's row lock, every acknowledgement
 * is accepted (BAD_USER_INPUT), the points are there or may be bought (INSUFFICIENT_POINTS) and the
 * travel agent still passes its checks. Only then does it write: the inventory (ROOMS_SOLD_OUT when
 * another guest took the last rooms), the order, its rooms, the points, the insurance policy, the card
 * charged what is due at booking (PAYMENT_DECLINED), the programme booking, the confirmation e-mail, the cart's booked mark and the request's outcome. A
 * refusal rolls all of it back. Locks are taken cart, member, inventory, as a cancel takes them
 * order, member, inventory, so two of them never wait on each other in a circle.
 */
export async function bookCart(tx: Queryable, attempt: BookingAttempt): Promise<string> {
  const { now, bookerMemberId } = attempt;
  const cart = await heldCart(tx, attempt.cartId, attempt.key.sessionId, now, { forUpdate: true });
  if (!(await holdsClaim(tx, attempt.key, attempt.claimedAt))) throw orderRefusal(OrderRefusalCode.DoubleClick);
  if (attempt.revisionNumber !== cart.revisionNumber) throw staleRevision();
  const guestInfo = await findCartGuestInfo(tx, cart.id);
  if (!guestInfo) throw orderRefusal(OrderRefusalCode.GuestInfoRequired);
  const paid = await findCartCard(tx, cart.id);
  if (!paid) throw orderRefusal(OrderRefusalCode.PaymentRequired);
  const { card } = paid;
  const product = await stillSoldProduct(tx, cart, bookerMemberId);
  assertArrivalDayOpen(cart.criteria, product.catalogue.timeZone, now);

  const balance = bookerMemberId === null ? 0 : await lockedPointsBalance(tx, bookerMemberId);
  const { acknowledgements, points, terms } = await cartAcknowledgements(tx, cart, { balance, locale: attempt.locale, now });
  const missing = acknowledgements.map((item) => item.code).filter((code) => !attempt.acceptedAcknowledgements.includes(code));
  if (missing.length > 0) throw acknowledgementsMissing(missing);
  if (points.kind === 'short') throw orderRefusal(OrderRefusalCode.InsufficientPoints);
  const agent = guestInfo.travelAgent ? await checkAgent(tx, cart, guestInfo.travelAgent.iataNumber, bookerMemberId, now) : null;

  const { criteria } = cart;
  const stay = stayOf(criteria);
  if (!(await takeInventory(tx, { hotelCode: criteria.propertyId, roomTypeCode: cart.roomTypeCode, nights: stay.dates, rooms: criteria.numRooms }))) {
    throw orderRefusal(OrderRefusalCode.RoomsSoldOut);
  }
  const pointsPurchase = points.kind === 'buy' ? { points: points.bought, cost: points.cost, currency: points.currency } : null;
  const orderId = await insertOrder(tx, {
    memberId: bookerMemberId,
    hotelCode: criteria.propertyId,
    cartId: cart.id,
    bookingSessionId: attempt.key.sessionId,
    contact: { email: guestInfo.guest.email, phone: guestInfo.guest.phone ?? null, countryCode: guestInfo.guest.address.countryCode },
    payment: { token: card.token, methodCode: terms.methodCode, chargedAtBooking: terms.dueNow },
    iataNumber: agent?.iataNumber ?? null,
    pointsPurchase,
    now,
  });
  const room = roomOfCart(cart, product, guestInfo, now);
  const confirmationNumbers = await insertRooms(tx, orderId, room, criteria.numRooms, now);
  // A points rate is booked only by the member it was priced for (stillSoldProduct), so a member is here.
  if (points.kind !== 'none' && bookerMemberId !== null) {
    await recordOrderPoints(tx, { memberId: bookerMemberId, orderId, deducted: points.deducted, bought: pointsPurchase?.points ?? 0, now });
  }
  const policy = await insureOrder(tx, { cartId: cart.id, orderId, now });
  await chargeCard(tx, attempt.vault, card.token, chargesAtBooking(terms.dueNow + (policy?.premium ?? 0), cart.currency, pointsPurchase));
  if (agent?.programme && bookerMemberId !== null) {
    await recordProgrammeBooking(tx, {
      memberId: bookerMemberId,
      programme: agent.programme,
      iataNumber: agent.iataNumber,
      hotelCode: criteria.propertyId,
      checkInDate: criteria.checkInDate,
      nights: stay.dates.length,
      orderId,
      now,
    });
  }
  const hotel = await findPropertyByCode(tx, criteria.propertyId);
  const email = await confirmationEmailOf({
    hotelName: hotel?.name ?? criteria.propertyId,
    guest: guestInfo.guest,
    confirmationNumbers,
    checkInDate: criteria.checkInDate,
    checkOutDate: criteria.checkOutDate,
    roomName: room.roomName,
    ratePlanName: room.ratePlanName,
    currency: cart.currency,
    stayCash: terms.stayCash,
    chargedNow: terms.dueNow + (policy?.premium ?? 0),
    dueAtHotel: terms.dueAtHotel,
    points: points.kind === 'none' ? 0 : points.deducted,
    pointsPurchase,
    insurance: policy && { policyNumber: policy.policyNumber, premium: policy.premium },
    card,
    locale: attempt.locale,
  });
  await writeConfirmationEmail(tx, { orderId, recipient: guestInfo.guest.email, email, now });
  await tx.query('update carts set ordered_at = $2 where id = $1', [cart.id, now]);
  await recordBooked(tx, attempt.key, orderId, now);
  return orderId;
}

/** What the card pays when the booking is made: the stay's share and the policy in the hotel's currency, bought points in theirs. */
function chargesAtBooking(stayAndPolicy: number, currency: string, pointsPurchase: { cost: number; currency: string } | null): Charge[] {
  const charges: Charge[] = [{ amountMinor: stayAndPolicy, currency }];
  if (pointsPurchase) charges.push({ amountMinor: pointsPurchase.cost, currency: pointsPurchase.currency });
  return charges;
}

// Run again at booking: since the guest information was saved the agency may have been flagged, or the
// member's programme used up by another booking. The booker now is who the programme rules judge.
function checkAgent(tx: Queryable, cart: CartRecord, iataNumber: string, memberId: string | null, now: Date): Promise<CheckedTravelAgent> {
  const { propertyId, checkInDate, checkOutDate } = cart.criteria;
  return checkTravelAgent(tx, { iataNumber, memberId, cart: { id: cart.id, hotelCode: propertyId, checkIn: checkInDate, checkOut: checkOutDate }, now });
}
