import type { TripLink } from '../../../shared/domain/auth-responses';
import type { Clock } from '../../auth/clock';
import type { Database } from '../../db/database';
import { accessToOrder, coversWholeOrder, type Viewer } from '../order-access';
import { findOrderRef, readOrder } from '../read-orders';
import { claimOrderForMember } from './claim-order';

/**
 * The trip-linked sign-in's second half (spec: `loginWithCredentialsAndLink` with `tripDetails.tripId`):
 * the booking `tripId` names joins the trips of the member just proven, on the rules of save to my
 * trips. This browser must see the whole booking (it booked it, or its lookups cover every room) and
 * the booking must carry the member's e-mail or this browser must have entered the code sent to it.
 * Called before the session begins, while the browser's booking session still has the token it booked with.
 */
export async function linkTripOnSignIn(
  db: Database,
  { tripId, memberId, viewer, clock }: { tripId: string; memberId: string; viewer: Viewer; clock: Clock },
): Promise<TripLink> {
  const notLinked: TripLink = { tripId, isLinked: false };
  const ref = await findOrderRef(db, tripId);
  if (!ref) return notLinked;
  if (ref.memberId === memberId) return { tripId, isLinked: true };
  if (ref.memberId !== null) return notLinked;
  const [access, order] = await Promise.all([accessToOrder(db, ref, viewer, clock), readOrder(db, ref.orderId)]);
  if (!order || !coversWholeOrder(access, order)) return notLinked;
  const isProvenByCode = access.kind === 'lookups' && access.isProven;
  const outcome = await claimOrderForMember(db, { orderId: ref.orderId, memberId, isProvenByCode });
  return { tripId, isLinked: outcome === 'claimed' };
}
