import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EnrollmentErrorResponse, EnrollmentResponse } from '../../shared/domain/auth-responses';
import { authApiPaths } from '../../shared/domain/paths';
import { ReservationErrorKey } from '../../shared/domain/reservation-errors';
import { reservationErrorMessage, signInErrorMessage } from '../../shared/i18n/refusals-in-english';
import { SignInErrorCode } from '../../shared/domain/sign-in-errors';
import { BookingErrorCode } from '../booking/booking-errors';
import { BOOKING_SESSION_COOKIE } from '../booking/booking-session-cookie';
import { renewBookingSession } from '../booking/booking-sessions';
import { CART_ID_PATTERN, findSessionCart } from '../booking/cart-store';
import { rateLimitErrorBuilder } from '../http/send-error';
import type { AuthRoutesOptions } from './auth-routes';
import { beginMemberSession } from './begin-member-session';
import { enrollMember, type EnrollmentRefusal } from './enroll-member';
import { bookedContactFor, enrollmentTargetOf } from './enrollment-target';
import { hashPassword } from './password-hash';
import { isEnrollmentProblem, readEnrollmentForm, type EnrollmentProblem } from './read-enrollment-form';

function refuse(reply: FastifyReply, status: number, errorCode: string, field: string | null, message: string) {
  return reply.code(status).send({ errorCode, field, message } satisfies EnrollmentErrorResponse);
}

/** A refusal of the request's own fields: with the message key of the shared rule it breaks, when it has one. */
function refuseProblem(reply: FastifyReply, { status, ...refusal }: EnrollmentProblem) {
  return reply.code(status).send(refusal satisfies EnrollmentErrorResponse);
}

/**
 * `POST enrollMember`: inline enrollment on the booking page (spec 3 "join now", rules of spec 5 and 9).
 * Offered only to a browser holding a cart (the join is part of a booking); creates the member with the
 * booking's details and starts their session exactly as a sign-in without remember-me does.
 */
export function enrollRoute(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, credentialKey, clock, cookies: cookieSettings, signInRateLimitPerMinute } = options;
  // The same budget as sign-in: each join costs a password hash, and guessing which e-mails are
  // members through a duplicate e-mail refusal should be no faster than through sign-in.
  const rateLimit = {
    max: signInRateLimitPerMinute,
    timeWindow: 60_000,
    groupId: 'enroll',
    errorResponseBuilder: rateLimitErrorBuilder(signInErrorMessage(SignInErrorCode.TooManyRequests), SignInErrorCode.TooManyRequests),
  };

  app.post(authApiPaths.enroll, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const target = enrollmentTargetOf(request.body);
    if (isEnrollmentProblem(target)) return refuseProblem(reply, target);
    const bookingSessionToken = request.cookies[BOOKING_SESSION_COOKIE];
    const booked = target.kind === 'order' ? await bookedContactFor(db, target.confirmationNumber, bookingSessionToken, clock) : null;
    if (booked && isEnrollmentProblem(booked)) return refuseProblem(reply, booked);
    const form = readEnrollmentForm(request.body, credentialKey, booked ?? undefined);
    if (isEnrollmentProblem(form)) return refuseProblem(reply, form);
    const now = clock();
    if (target.kind === 'cart') {
      const unheld = await cartNotHeld(target.cartId, bookingSessionToken, now);
      if (unheld) return refuse(reply, 409, unheld.errorCode, null, unheld.message);
    }

    const enrolled = await enrollMember(db, form, await hashPassword(form.password), now, { attachOrderId: booked?.orderId ?? null });
    if ('refusal' in enrolled) {
      request.log.info({ event: 'enrollment_refused', errorCode: enrolled.refusal }, 'enrollment refused');
      return refuse(reply, 409, enrolled.refusal, refusedField(enrolled.refusal), refusalMessage(enrolled.refusal));
    }
    await beginMemberSession(request, reply, { memberId: enrolled.memberId, rememberMe: false }, { db, clock, cookies: cookieSettings });
    request.log.info({ event: 'member_enrolled', memberId: enrolled.memberId, joinedWithOrder: booked !== null }, 'member enrolled');
    return reply.code(201).send({ memberNumber: enrolled.memberNumber, givenName: enrolled.givenName, tier: enrolled.tier } satisfies EnrollmentResponse);
  });

  /**
   * Why inline enrollment's cart cannot take a join: not this browser's held cart (or its session ended),
   * or booked already (the confirmation offers join and save instead); null when it can.
   */
  async function cartNotHeld(cartId: string, bookingSessionToken: string | undefined, now: Date): Promise<{ errorCode: string; message: string } | null> {
    const session = await renewBookingSession(db, bookingSessionToken, clock);
    const cart = session.kind === 'live' && CART_ID_PATTERN.test(cartId) ? await findSessionCart(db, cartId, session.id) : null;
    if (cart?.orderedAt) return { errorCode: BookingErrorCode.AlreadyConfirmed, message: BOOKED_CART_MESSAGE };
    if (cart && cart.expiresAt.getTime() > now.getTime()) return null;
    const code = session.kind === 'ended' ? ReservationErrorKey.SessionExpired : ReservationErrorKey.CartExpired;
    return { errorCode: code, message: reservationErrorMessage(code) };
  }
}

const BOOKED_CART_MESSAGE = 'This booking is made already. Join from its confirmation page, and it is saved to your new account.';

const refusedField = (refusal: EnrollmentRefusal['refusal']) =>
  refusal === ReservationErrorKey.DuplicatePhone ? 'phone' : refusal === BookingErrorCode.AlreadyConfirmed ? null : 'email';

const refusalMessage = (refusal: EnrollmentRefusal['refusal']) =>
  refusal === BookingErrorCode.AlreadyConfirmed ? 'This booking was saved to a member’s account meanwhile, so no account was made.' : reservationErrorMessage(refusal);
