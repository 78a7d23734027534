import type { Clock } from '../auth/clock';
import { findSessionMember } from '../auth/sessions';
import { findBookingSession } from '../booking/booking-sessions';
import type { Queryable } from '../db/database';
import { lookupGrantsOfOrder, type RoomGrants } from './lookup-grants';
import type { OrderRecord, RoomRecord } from './order-record';
import type { OrderRef } from './read-orders';
import { needsMoreThanLookup } from './lookup-rights';

/** Who is asking: the browser's session, lookup grant and booking session cookies. */
export type Viewer = { sessionToken: string | undefined; lookupGrantToken: string | undefined; bookingSessionToken: string | undefined };

/**
 * What a browser may see of an order: every room when it is signed in as the member who booked it, or
 * when it is the browser that booked it and its booking session still lives (the confirmation page of a
 * visitor's booking), else the rooms its lookups granted (one room for a guest on it, every room for the
 * order's primary guest), each for 30 minutes from its lookup; `isProven` once the browser entered the
 * code sent to the booking's e-mail (lookup-rights.ts).
 */
export type OrderAccess = { kind: 'member' } | { kind: 'booker' } | { kind: 'lookups'; rooms: RoomGrants; isProven: boolean };

/**
 * Why a browser may see one room: `expiredLookup` is a browser whose lookup of it ran out; `none` any
 * other, including one asking about a room that does not exist or that only another room's lookup covers.
 */
export type RoomAccess = 'member' | 'booker' | 'lookup' | 'expiredLookup' | 'none';

/** The access of the browser that booked an order, as createOrder answers it. */
export const BOOKER_ACCESS: OrderAccess = { kind: 'booker' };

export async function accessToOrder(db: Queryable, order: OrderRef, viewer: Viewer, clock: Clock): Promise<OrderAccess> {
  if (order.memberId !== null && viewer.sessionToken) {
    const member = await findSessionMember(db, viewer.sessionToken, clock);
    if (member?.memberId === order.memberId) return { kind: 'member' };
  }
  if ((await isBookingBrowser(db, order, viewer, clock)) === 'live') return BOOKER_ACCESS;
  return { kind: 'lookups', ...(await lookupGrantsOfOrder(db, viewer.lookupGrantToken, order.orderId, clock())) };
}

/**
 * Whether the viewer is the browser that booked the order: `live` while the booking session that booked
 * it lives, `ended` once it has ended (the pages say the session expired), `no` for any other browser.
 */
export async function isBookingBrowser(db: Queryable, order: OrderRef, viewer: Viewer, clock: Clock): Promise<'live' | 'ended' | 'no'> {
  if (order.bookingSessionId === null) return 'no';
  const session = await findBookingSession(db, viewer.bookingSessionToken, clock);
  if (session?.id !== order.bookingSessionId) return 'no';
  return session.isLive ? 'live' : 'ended';
}

export function accessToRoom(access: OrderAccess, confirmationNumber: string): RoomAccess {
  if (access.kind === 'member' || access.kind === 'booker') return access.kind;
  switch (access.rooms.get(confirmationNumber)) {
    case 'live':
      return 'lookup';
    case 'expired':
      return 'expiredLookup';
    case undefined:
      return 'none';
  }
}

export const mayView = (access: RoomAccess) => access === 'member' || access === 'booker' || access === 'lookup';

export const mayViewRoom = (access: OrderAccess, confirmationNumber: string) => mayView(accessToRoom(access, confirmationNumber));

/** The rooms of `rooms` the browser may see, in their order. */
export const visibleRooms = (rooms: readonly RoomRecord[], access: OrderAccess) => rooms.filter((room) => mayViewRoom(access, room.confirmationNumber));

/**
 * The order as the browser may see it: only the rooms it may see, so that everything worked out from
 * the rooms (the stay's dates, the total) tells nothing of the others.
 */
export const visiblePartOf = (order: OrderRecord, access: OrderAccess): OrderRecord => ({
  ...order,
  rooms: visibleRooms(order.rooms, access),
  ...(needsMoreThanLookup(access) ? { isSeenThroughLookup: true } : {}),
});

/**
 * Whether `access` covers every room of `order`: the member who booked it, the browser that booked it,
 * or lookups that granted each of its rooms and have not run out. A lookup of one room (a guest on it)
 * does not: sharing, insuring or claiming a booking acts on all of it.
 */
export function coversWholeOrder(access: OrderAccess, order: OrderRecord): boolean {
  switch (access.kind) {
    case 'member':
    case 'booker':
      return true;
    case 'lookups':
      return order.rooms.every((room) => access.rooms.get(room.confirmationNumber) === 'live');
  }
}
