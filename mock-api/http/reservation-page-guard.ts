import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostPaths } from '../../shared/domain/paths';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { confirmationNumberError } from '../../shared/validation/reservation-lookup';
import type { Clock } from '../auth/clock';
import { SESSION_COOKIE } from '../auth/cookies';
import { BOOKING_SESSION_COOKIE } from '../booking/booking-session-cookie';
import { guestInfoPageAnswer } from '../booking/guest-info-page';
import { findSessionMember, findTimedOutSessionMemberId } from '../auth/sessions';
import type { Queryable } from '../db/database';
import { accessToOrder, accessToRoom, isBookingBrowser, mayView } from '../reservations/order-access';
import { findOrderRef } from '../reservations/read-orders';
import { viewerOfRequest } from '../reservations/request-viewer';

export type ReservationPageGuardOptions = { db: Queryable; clock: Clock };

/** What a guarded page load gets: the page, or a redirect (spec 4's session and not-found failures). */
type PageAnswer = { kind: 'page' } | { kind: 'redirect'; status: 302 | 307; location: string };

const page: PageAnswer = { kind: 'page' };
const redirect = (status: 302 | 307, location: string): PageAnswer => ({ kind: 'redirect', status, location });

// The sign-in page comes back to my trips; a path alone, with its slashes as they are, reads plainly.
const SIGN_IN_FOR_MY_TRIPS = `${hostPaths.signIn.getHref()}?returnTo=${hostPaths.myTrips.path}`;

/** The pages of one reservation, named by `?confirmationNumber=`, guarded alike. */
const RESERVATION_PAGES = [
  hostPaths.upcomingReservation.path,
  hostPaths.confirmReservationCancellation.path,
  hostPaths.modifyRateList.path,
  hostPaths.checkInDetails.path,
  hostPaths.upgradeReservation.path,
  bookingPaths.confirmation.path,
  bookingPaths.joinAndSaveReservation.path,
  bookingPaths.saveToMyTrips.path,
];

/**
 * Full page loads of the reservation pages, answered on the server before the app loads (spec 4): a
 * reservation address that names no reservation goes to the error page (307); a browser that may see
 * the room it names gets the page; one whose lookup of that room, whose session as its member, or whose
 * booking session that booked it ran out goes to the expired-session page (302); any other goes to the
 * lookup form (302), the same for a number nobody holds as for one it may not see. My trips asks a
 * visitor to sign in first. The guest-information page and its review need a cart of this browser
 * (booking/guest-info-page.ts), and go to the confirmation once that cart is booked.
 */
export function guardReservationPages(app: FastifyInstance, options: ReservationPageGuardOptions, sendPage: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  const answer = (decide: (request: FastifyRequest) => Promise<PageAnswer>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = await decide(request);
    if (decision.kind === 'page') return sendPage(request, reply);
    return reply.code(decision.status).header('cache-control', 'no-store').header('location', decision.location).send();
  };
  for (const path of RESERVATION_PAGES) {
    app.get(path, answer((request) => reservationPageAnswer(request, options)));
  }
  app.get(hostPaths.myTrips.path, answer((request) => myTripsAnswer(request, options)));
  // The review page shows the same cart, so it is refused the same way.
  for (const path of [bookingPaths.guestInfo.path, bookingPaths.reviewDetails.path, bookingPaths.reviewGuestInformation.path]) {
    app.get(
      path,
      answer(async (request) => {
        const decision = await guestInfoPageAnswer(options.db, (request.query as Record<string, unknown>).cartId, request.cookies[BOOKING_SESSION_COOKIE], options.clock);
        return decision.kind === 'page' ? page : redirect(302, decision.location);
      }),
    );
  }
}

async function reservationPageAnswer(request: FastifyRequest, { db, clock }: ReservationPageGuardOptions): Promise<PageAnswer> {
  const confirmationNumber = (request.query as Record<string, unknown>).confirmationNumber;
  if (typeof confirmationNumber !== 'string' || confirmationNumberError(confirmationNumber)) {
    return redirect(307, hostPaths.reservationError.getHref());
  }
  const viewer = viewerOfRequest(request);
  const number = confirmationNumber.trim();
  const order = await findOrderRef(db, number);
  if (order) {
    // The room the page names decides, not its order: a lookup of another room of the order grants nothing here.
    const access = accessToRoom(await accessToOrder(db, order, viewer, clock), number);
    if (mayView(access)) return page;
    const isBookerTimedOut = order.memberId !== null && (await findTimedOutSessionMemberId(db, viewer.sessionToken, clock)) === order.memberId;
    if (access === 'expiredLookup' || isBookerTimedOut || (await isBookingBrowser(db, order, viewer, clock)) === 'ended') {
      return redirect(302, hostPaths.expiredSession.getHref());
    }
  }
  return redirect(302, hostPaths.lookupReservation.getHref());
}

async function myTripsAnswer(request: FastifyRequest, { db, clock }: ReservationPageGuardOptions): Promise<PageAnswer> {
  const member = await findSessionMember(db, request.cookies[SESSION_COOKIE], clock);
  return member ? page : redirect(302, SIGN_IN_FOR_MY_TRIPS);
}
