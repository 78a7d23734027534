import { confirmationNumberError } from '../../shared/validation/reservation-lookup';
import { modifyViewerOf, type ModifyViewer } from '../reservations/modify/modifiable-room';
import type { GraphQLContext } from './context';
import type { OrderParent } from './order-graphql';
import { orderForViewer, viewerOf } from './reservation-resolvers';

/** A room this browser may see: its standing for the room, and the room's order as it may see it. */
export type LookedAtRoom = { viewer: ModifyViewer; order: OrderParent };

/**
 * The browser's standing for the room `confirmationNumber`, and its order as the browser may see it;
 * null when it may not see the room. A number that cannot be one, one nobody holds and one only another
 * room's lookup covers are alike, so numbers cannot be probed.
 */
export async function lookAtRoom(confirmationNumber: string, context: GraphQLContext): Promise<LookedAtRoom | null> {
  if (confirmationNumberError(confirmationNumber)) return null;
  const viewer = await modifyViewerOf(context.db, confirmationNumber, viewerOf(context), context.clock);
  const order = viewer && (await orderForViewer(context.db, viewer.orderRef.orderId, viewer.access, context.clock()));
  return viewer && order ? { viewer, order } : null;
}
