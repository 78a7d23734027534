import { ReservationErrorKey } from '../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../shared/i18n/refusals-in-english';
import { namedProblemOf } from '../../shared/i18n/validation-in-english';
import { confirmationNumberError } from '../../shared/validation/reservation-lookup';
import type { Clock } from './clock';
import type { Queryable } from '../db/database';
import { findCartGuestInfo, savedGuestAddressOf } from '../booking/guest-info/cart-guest-store';
import type { GuestAddress } from '../booking/guest-info/guest-input';
import { isBookingBrowser } from '../reservations/order-access';
import { findOrderRef } from '../reservations/read-orders';
import type { EnrollmentProblem } from './read-enrollment-form';

/** The booking an enrollment belongs to (EnrollmentRequest): a cart being booked, or an order just booked. */
export type EnrollmentTarget = { kind: 'cart'; cartId: string } | { kind: 'order'; confirmationNumber: string };

/** The order a join-and-save attaches, and the contact it was booked with, which the new member keeps. */
export type BookedContact = { orderId: string; phone: string | null; address: GuestAddress };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const problem = (status: number, errorCode: string, field: string | null, message = reservationErrorMessage(errorCode)): EnrollmentProblem => ({ status, errorCode, field, message });

/** Which booking the request names: exactly one of `cartId` and `confirmationNumber`. */
export function enrollmentTargetOf(body: unknown): EnrollmentTarget | EnrollmentProblem {
  const cartId = isRecord(body) ? body.cartId : undefined;
  const confirmationNumber = isRecord(body) ? body.confirmationNumber : undefined;
  if (typeof cartId === 'string' && confirmationNumber === undefined) return { kind: 'cart', cartId };
  if (typeof confirmationNumber === 'string' && cartId === undefined) {
    const wrong = confirmationNumberError(confirmationNumber);
    if (wrong) return { status: 400, errorCode: 'BAD_USER_INPUT', field: 'confirmationNumber', ...namedProblemOf(wrong) };
    return { kind: 'order', confirmationNumber: confirmationNumber.trim() };
  }
  return problem(400, 'BAD_USER_INPUT', 'body', 'Name the booking the enrollment belongs to by exactly one of cartId and confirmationNumber.');
}

/**
 * Join and save: the order `confirmationNumber` names, when this browser booked it and its booking
 * session lives (anyone else is told RESERVATION_NOT_PERMITTED, the same for a number nobody holds),
 * and no member has it yet (E_ALREADY_CONFIRMED); with the phone and address its guest gave.
 */
export async function bookedContactFor(db: Queryable, confirmationNumber: string, bookingSessionToken: string | undefined, clock: Clock): Promise<BookedContact | EnrollmentProblem> {
  const notPermitted = problem(403, ReservationErrorKey.NotPermitted, null);
  const order = await findOrderRef(db, confirmationNumber);
  if (!order || (await isBookingBrowser(db, order, { sessionToken: undefined, lookupGrantToken: undefined, bookingSessionToken }, clock)) !== 'live') return notPermitted;
  if (order.memberId !== null) return problem(409, 'E_ALREADY_CONFIRMED', null, 'This booking is already saved to a member’s account. Sign in to see it in My trips.');
  const { rows } = await db.query<{ cartId: string | null }>('select cart_id as "cartId" from orders where id = $1', [order.orderId]);
  const guestInfo = rows[0]?.cartId ? await findCartGuestInfo(db, rows[0].cartId) : null;
  if (!guestInfo) return notPermitted;
  return { orderId: order.orderId, phone: guestInfo.guest.phone ?? null, address: savedGuestAddressOf(guestInfo) };
}
