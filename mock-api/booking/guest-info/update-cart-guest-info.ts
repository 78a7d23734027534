import { aaaNumberError, normalizeAaaNumber } from '../../../shared/validation/aaa-number';
import { estimatedArrivalError, normalizeStayComments, roomRequestsError, stayCommentsError } from '../../../shared/validation/stay-requests';
import type { GraphQLContext } from '../../graphql/context';
import type { UpdateCartGuestInfoInput } from '../../graphql/generated/resolvers-types';
import { badUserInput, staleRevision } from '../booking-errors';
import { findBookingViewer } from '../booking-viewer';
import { cartAnswer } from '../cart-answer';
import { heldCart, liveSessionId } from '../held-cart';
import { verifyTravelAgent } from '../travel-agent/verify-travel-agent';
import { isPrepaidRate } from './cart-extras';
import { bumpCartRevision, saveCartGuestInfo, type CartGuestInfoRecord } from './cart-guest-store';
import { guestAddressOf, guestEmailOf, guestNameOf, guestPhoneOf } from './guest-input';

/** The form's fields that need no database, checked and cleaned; the first broken rule is thrown. */
function formOf(input: UpdateCartGuestInfoInput, isPrepaid: boolean): Omit<CartGuestInfoRecord, 'travelAgent'> {
  const address = guestAddressOf(input.guest.address, 'guest.address');
  const guest = {
    ...guestNameOf(input.guest, 'guest'),
    email: guestEmailOf(input.guest.email, 'guest.email'),
    phone: guestPhoneOf(input.guest.phone, address.countryCode, 'guest.phone'),
    address,
  };
  const roomRequests = [...new Set(input.roomRequests)];
  const requestsError = roomRequestsError(roomRequests);
  if (requestsError) throw badUserInput('roomRequests', requestsError);
  const comments = normalizeStayComments(input.comments ?? '');
  const commentsError = stayCommentsError(comments);
  if (commentsError) throw badUserInput('comments', commentsError);
  const arrivalError = estimatedArrivalError(input.arrivalTime);
  if (arrivalError) throw badUserInput('arrivalTime', arrivalError);
  const aaa = input.aaaNumber?.trim() ? input.aaaNumber : null;
  const aaaError = aaa === null ? null : aaaNumberError(aaa);
  if (aaaError) throw badUserInput('aaaNumber', aaaError);
  if (!input.isLegalConsentAccepted) throw badUserInput('isLegalConsentAccepted', 'To book, accept the terms and conditions.');
  if (!input.isPrivacyPolicyAccepted) throw badUserInput('isPrivacyPolicyAccepted', 'To book, accept the privacy policy.');
  if (isPrepaid && !input.isPrepayConsentAccepted) {
    throw badUserInput('isPrepayConsentAccepted', 'This rate is charged when you book and cannot be refunded: tick the box to accept it.');
  }
  return {
    guest,
    roomRequests,
    comments: comments || null,
    arrivalTime: input.arrivalTime?.trim() || null,
    aaaNumber: aaa === null ? null : normalizeAaaNumber(aaa),
    isBuyPointConsent: input.isBuyPointConsent,
    isLegalConsentAccepted: true,
    isPrivacyPolicyAccepted: true,
    isPrepayConsentAccepted: isPrepaid && input.isPrepayConsentAccepted,
  };
}

/**
 * Spec 7 "update cart" with the guest information: every rule checked again here (the overlay's checks
 * are a convenience), then the form saved and the revision bumped in one transaction that first locks
 * the cart and compares the revision the page read, so two windows cannot both save over each other.
 */
export async function updateCartGuestInfo(input: UpdateCartGuestInfoInput, context: GraphQLContext) {
  const { db, clock } = context;
  const now = clock();
  const sessionId = await liveSessionId(db, context);
  const viewer = await findBookingViewer(db, context.sessionToken, clock);
  const saved = await db.transaction(async (tx) => {
    const cart = await heldCart(tx, input.cartId, sessionId, now, { forUpdate: true });
    if (input.revisionNumber !== cart.revisionNumber) throw staleRevision();
    const form = formOf(input, await isPrepaidRate(tx, cart));
    const travelAgent = input.travelAgent
      ? await verifyTravelAgent(tx, {
          iataNumber: input.travelAgent.iataNumber,
          memberId: viewer.memberId,
          cart: { id: cart.id, hotelCode: cart.criteria.propertyId, checkIn: cart.criteria.checkInDate, checkOut: cart.criteria.checkOutDate },
          now,
        })
      : null;
    await saveCartGuestInfo(tx, cart.id, { ...form, travelAgent }, now);
    await bumpCartRevision(tx, cart.id, now);
    return { ...cart, revisionNumber: cart.revisionNumber + 1 };
  });
  return cartAnswer(db, saved, now);
}
