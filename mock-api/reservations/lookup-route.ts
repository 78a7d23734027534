import type { FastifyInstance } from 'fastify';
import { hostPaths, reservationApiPaths } from '../../shared/domain/paths';
import { ReservationErrorKey } from '../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../shared/i18n/refusals-in-english';
import type { ReservationLookupResponse } from '../../shared/domain/reservation-lookup-api';
import type { Clock } from '../auth/clock';
import { LOOKUP_GRANT_COOKIE, setLookupGrantCookie } from '../auth/cookies';
import type { Database } from '../db/database';
import type { CookieSettings } from '../http/prefixed-cookies';
import { mediaTypeOf } from '../http/media-type';
import { rateLimitErrorBuilder, sendApiError } from '../http/send-error';
import { grantLookup } from './lookup-grants';
import { roomsGrantedByLookup } from './lookup-match';
import { isLookupBodyProblem, readLookupBody } from './read-lookup-body';

export type LookupRouteOptions = { db: Database; clock: Clock; cookies: CookieSettings; rateLimitPerMinute: number };

/** A lookup is two short fields; anything much bigger is not the form. */
export const LOOKUP_BODY_LIMIT = 2 * 1024;
const ACCEPTED_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * `POST submitReservationLookup` (spec 7) on both origins: a confirmation number and a last name that
 * match grant this browser sight of rooms for 30 minutes, the room looked up for a guest on it and
 * every room of the order for its primary guest (`roomsGrantedByLookup`). A number nobody holds and a
 * wrong name get the very same 404, so numbers cannot be confirmed without their name; the per-client
 * limit (counted across both origins) keeps guessing slow.
 */
export async function lookupRoute(app: FastifyInstance, { db, clock, cookies, rateLimitPerMinute }: LookupRouteOptions) {
  const rateLimit = {
    max: rateLimitPerMinute,
    timeWindow: 60_000,
    groupId: 'reservation-lookup',
    errorResponseBuilder: rateLimitErrorBuilder(reservationErrorMessage(ReservationErrorKey.LookupRateLimited), ReservationErrorKey.LookupRateLimited),
  };

  app.post(reservationApiPaths.submitReservationLookup, { bodyLimit: LOOKUP_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Fastify would read text/plain too; the form sends only these two, and anything else is refused by name.
    if (!ACCEPTED_TYPES.includes(mediaTypeOf(request))) {
      return sendApiError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the lookup as application/json or application/x-www-form-urlencoded.');
    }
    const lookup = readLookupBody(request.body);
    if (isLookupBodyProblem(lookup)) return sendApiError(reply, 400, lookup.code, lookup.message);

    const granted = await roomsGrantedByLookup(db, lookup.confirmationNumber, lookup.lastName);
    if (!granted) {
      request.log.info({ event: 'reservation_lookup_refused' }, 'reservation lookup: no match');
      const notFound = ReservationErrorKey.ReservationNotFound;
      return sendApiError(reply, 404, notFound, reservationErrorMessage(notFound));
    }
    const token = await grantLookup(db, { previousToken: request.cookies[LOOKUP_GRANT_COOKIE], confirmationNumbers: granted, clock });
    setLookupGrantCookie(reply, token, cookies);
    request.log.info({ event: 'reservation_lookup_granted' }, 'reservation lookup: granted');
    return {
      confirmationNumber: lookup.confirmationNumber,
      nextStateURI: hostPaths.upcomingReservation.getHref(lookup.confirmationNumber),
      isRedirect: true,
    } satisfies ReservationLookupResponse;
  });
}
