import { createGraphQLError } from 'graphql-yoga';
import { findSessionMember } from '../../auth/sessions';
import type { GraphQLContext } from '../../graphql/context';
import { orderForViewer } from '../../graphql/reservation-resolvers';
import type { OrderParent } from '../../graphql/order-graphql';
import type { OrderRecord } from '../../reservations/order-record';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { wholeOrderFor } from './whole-order';

/** Names compared as people type them: case, accents and spacing aside ("Ó Brien" is "o brien"). */
const comparable = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();

const primarySurnames = (order: OrderRecord) => order.rooms.flatMap((room) => room.guests.filter((guest) => guest.isPrimary).map((guest) => comparable(guest.surname)));

const alreadySaved = () => createGraphQLError('This booking is already saved to a member’s trips.', { extensions: { code: 'E_ALREADY_CONFIRMED' } });

/**
 * Spec 2 `/reservation/saveToMyTrips.mi`: a booking made without an account joins the signed-in
 * member's trips, when this browser may see all of it and it was booked in the member's surname (the
 * booker's name is the only link between a guest booking and a person). Under the order's row lock, so
 * of two members racing for one booking one gets it and the other E_ALREADY_CONFIRMED; the order's
 * revision is bumped, as for any change of it.
 */
export async function saveReservationToMyTrips(confirmationNumber: string, context: GraphQLContext): Promise<OrderParent> {
  const { db, clock, sessionToken } = context;
  const member = await findSessionMember(db, sessionToken, clock);
  if (!member) throw createGraphQLError('Sign in to save this booking to your trips.', { extensions: { code: 'UNAUTHENTICATED' } });
  const { order } = await wholeOrderFor(db, context, confirmationNumber);
  if (order.memberId !== null) throw alreadySaved();
  if (!primarySurnames(order).includes(comparable(member.lastName))) {
    throw createGraphQLError(
      `This booking was made in another name, so it cannot be saved to the trips of ${member.firstName} ${member.lastName}. The guest it was booked for can save it once signed in.`,
      { extensions: { code: ReservationErrorKey.NotPermitted } },
    );
  }
  const claimed = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ memberId: string | null }>('select member_id::text as "memberId" from orders where id = $1 for update', [order.id]);
    if (rows[0]?.memberId != null) return false;
    await tx.query('update orders set member_id = $2, revision_number = revision_number + 1 where id = $1', [order.id, member.memberId]);
    return true;
  });
  if (!claimed) throw alreadySaved();
  const saved = await orderForViewer(db, order.id, { kind: 'member' }, clock());
  if (!saved) throw new Error(`Order ${order.id} vanished while it was saved to a member’s trips`);
  return saved;
}
