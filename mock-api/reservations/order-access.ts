import type { Clock } from '../auth/clock';
import { findSessionMember } from '../auth/sessions';
import type { Queryable } from '../db/database';
import { grantStateForOrder } from './lookup-grants';
import type { OrderRef } from './read-orders';

/** Who is asking: the browser's session and lookup grant cookies. */
export type Viewer = { sessionToken: string | undefined; lookupGrantToken: string | undefined };

/**
 * Why a browser may see an order: it is signed in as the member who booked it, or it looked the
 * reservation up less than 30 minutes ago. `expiredLookup` is a browser whose lookup of it ran out;
 * `none` any other, including one asking about an order that does not exist.
 */
export type OrderAccess = 'member' | 'lookup' | 'expiredLookup' | 'none';

export const mayView = (access: OrderAccess) => access === 'member' || access === 'lookup';

export async function accessToOrder(db: Queryable, order: OrderRef, viewer: Viewer, clock: Clock): Promise<OrderAccess> {
  if (order.memberId !== null && viewer.sessionToken) {
    const member = await findSessionMember(db, viewer.sessionToken, clock);
    if (member?.memberId === order.memberId) return 'member';
  }
  switch (await grantStateForOrder(db, viewer.lookupGrantToken, order.orderId, clock())) {
    case 'live':
      return 'lookup';
    case 'expired':
      return 'expiredLookup';
    case 'none':
      return 'none';
  }
}
