import type { Clock } from '../auth/clock';
import { findSessionMember } from '../auth/sessions';
import type { Queryable } from '../db/database';
import { roomGrantsOfOrder, type RoomGrants } from './lookup-grants';
import type { OrderRecord, RoomRecord } from './order-record';
import type { OrderRef } from './read-orders';

/** Who is asking: the browser's session and lookup grant cookies. */
export type Viewer = { sessionToken: string | undefined; lookupGrantToken: string | undefined };

/**
 * What a browser may see of an order: every room when it is signed in as the member who booked it,
 * else the rooms its lookups granted (one room for a guest on it, every room for the order's primary
 * guest), each for 30 minutes from its lookup.
 */
export type OrderAccess = { kind: 'member' } | { kind: 'lookups'; rooms: RoomGrants };

/**
 * Why a browser may see one room: `expiredLookup` is a browser whose lookup of it ran out; `none` any
 * other, including one asking about a room that does not exist or that only another room's lookup covers.
 */
export type RoomAccess = 'member' | 'lookup' | 'expiredLookup' | 'none';

export async function accessToOrder(db: Queryable, order: OrderRef, viewer: Viewer, clock: Clock): Promise<OrderAccess> {
  if (order.memberId !== null && viewer.sessionToken) {
    const member = await findSessionMember(db, viewer.sessionToken, clock);
    if (member?.memberId === order.memberId) return { kind: 'member' };
  }
  return { kind: 'lookups', rooms: await roomGrantsOfOrder(db, viewer.lookupGrantToken, order.orderId, clock()) };
}

export function accessToRoom(access: OrderAccess, confirmationNumber: string): RoomAccess {
  if (access.kind === 'member') return 'member';
  switch (access.rooms.get(confirmationNumber)) {
    case 'live':
      return 'lookup';
    case 'expired':
      return 'expiredLookup';
    case undefined:
      return 'none';
  }
}

export const mayView = (access: RoomAccess) => access === 'member' || access === 'lookup';

export const mayViewRoom = (access: OrderAccess, confirmationNumber: string) => mayView(accessToRoom(access, confirmationNumber));

/** The rooms of `rooms` the browser may see, in their order. */
export const visibleRooms = (rooms: readonly RoomRecord[], access: OrderAccess) => rooms.filter((room) => mayViewRoom(access, room.confirmationNumber));

/**
 * The order as the browser may see it: only the rooms it may see, so that everything worked out from
 * the rooms (the stay's dates, the total) tells nothing of the others.
 */
export const visiblePartOf = (order: OrderRecord, access: OrderAccess): OrderRecord => ({ ...order, rooms: visibleRooms(order.rooms, access) });
