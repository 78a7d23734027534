import { createGraphQLError } from 'graphql-yoga';
import { findSessionMember } from '../../auth/sessions';
import type { GraphQLContext } from '../../graphql/context';
import { orderForViewer } from '../../graphql/reservation-resolvers';
import type { OrderParent } from '../../graphql/order-graphql';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { claimOrderForMember } from '../../reservations/trip-link/claim-order';
import { wholeOrderFor } from './whole-order';

const madeWithAnotherEmail = (member: { firstName: string; lastName: string }) =>
  createGraphQLError(
    `This booking was not made with the e-mail of ${member.firstName} ${member.lastName}'s account, so it cannot be saved to their trips. Sign in to the account whose e-mail it was booked with.`,
    { extensions: { code: ReservationErrorKey.NotPermitted } },
  );

const alreadySaved = () => createGraphQLError('This booking is already saved to a member’s trips.', { extensions: { code: 'E_ALREADY_CONFIRMED' } });

/**
 * Spec 2 `/reservation/saveToMyTrips.mi`: a booking made without an account joins the signed-in
 * member's trips, when this browser may see all of it and it was made with the member's own e-mail, or
 * this browser entered the code sent to the e-mail it was made with (claim-order.ts). Of two members
 * racing for one booking one gets it and the other E_ALREADY_CONFIRMED.
 */
export async function saveReservationToMyTrips(confirmationNumber: string, context: GraphQLContext): Promise<OrderParent> {
  const { db, clock, sessionToken } = context;
  const member = await findSessionMember(db, sessionToken, clock);
  if (!member) throw createGraphQLError('Sign in to save this booking to your trips.', { extensions: { code: 'UNAUTHENTICATED' } });
  const { order, access } = await wholeOrderFor(db, context, confirmationNumber);
  if (order.memberId !== null) throw alreadySaved();
  // This browser entered the code sent to the booking's e-mail (booking-code-resolvers.ts): it reads that e-mail.
  const isProvenByCode = access.kind === 'lookups' && access.isProven;
  const outcome = await claimOrderForMember(db, { orderId: order.id, memberId: member.memberId, isProvenByCode });
  if (outcome === 'alreadyClaimed') throw alreadySaved();
  if (outcome === 'madeWithAnotherEmail') throw madeWithAnotherEmail(member);
  const saved = await orderForViewer(db, order.id, { kind: 'member' }, clock());
  if (!saved) throw new Error(`Order ${order.id} vanished while it was saved to a member’s trips`);
  return saved;
}
