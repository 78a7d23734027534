import type { FastifyRequest } from 'fastify';
import type { TripLink } from '../../shared/domain/auth-responses';
import type { Database } from '../db/database';
import { viewerOfRequest } from '../reservations/request-viewer';
import { linkTripOnSignIn } from '../reservations/trip-link/link-trip';
import type { Clock } from './clock';

/**
 * The trip a trip-linked sign-in named, linked to the member it proved, before the session begins (the
 * browser's booking session is still under the token it booked with); null when it named none.
 */
export async function linkTripIfNamed(request: FastifyRequest, memberId: string, tripId: string | null, { db, clock }: { db: Database; clock: Clock }): Promise<TripLink | null> {
  if (!tripId) return null;
  const tripLink = await linkTripOnSignIn(db, { tripId, memberId, viewer: viewerOfRequest(request), clock });
  request.log.info({ event: tripLink.isLinked ? 'trip_linked' : 'trip_not_linked', memberId }, tripLink.isLinked ? 'trip linked at sign-in' : 'trip named at sign-in not linked');
  return tripLink;
}
