import type { FastifyRequest } from 'fastify';
import { LOOKUP_GRANT_COOKIE, SESSION_COOKIE } from '../auth/cookies';
import { BOOKING_SESSION_COOKIE } from '../booking/booking-session-cookie';
import type { Viewer } from './order-access';

/** The cookies a REST call or a page answer decides a reservation's access by, as GraphQL's context holds them. */
export const viewerOfRequest = (request: FastifyRequest): Viewer => ({
  sessionToken: request.cookies[SESSION_COOKIE],
  lookupGrantToken: request.cookies[LOOKUP_GRANT_COOKIE],
  bookingSessionToken: request.cookies[BOOKING_SESSION_COOKIE],
});
