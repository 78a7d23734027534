import { confirmationNumberError } from '../../shared/validation/reservation-lookup';
import { findSessionMember } from '../auth/sessions';
import { badUserInput } from '../booking/booking-errors';
import type { Queryable } from '../db/database';
import { accessToOrder, mayViewRoom, visiblePartOf, type OrderAccess, type Viewer } from '../reservations/order-access';
import type { OrderRecord } from '../reservations/order-record';
import { findMemberOrderIds, findOrderRef, readOrders } from '../reservations/read-orders';
import { sortIntoTripLists } from '../reservations/trip-lists';
import type { GraphQLContext } from './context';
import type { QueryResolvers } from './generated/resolvers-types';
import { orderForGraphQL, type OrderParent } from './order-graphql';
import { findPropertiesByCodes } from './property-row';

export const viewerOf = (context: GraphQLContext): Viewer => ({
  sessionToken: context.sessionToken,
  lookupGrantToken: context.lookupGrantToken,
  bookingSessionToken: context.bookingSessionToken,
});

/** Orders as the schema shows them, their hotels read in one query whatever their number. */
export async function ordersForGraphQL(db: Queryable, orders: readonly OrderRecord[], now: Date): Promise<OrderParent[]> {
  const properties = await findPropertiesByCodes(db, [...new Set(orders.map((order) => order.hotelCode))]);
  // A hotel never goes while an order refers to it (foreign key), so every order finds its own.
  return orders.map((order) => orderForGraphQL(order, properties.get(order.hotelCode)!, now));
}

/** The order `orderId` as the schema shows it to a browser with `access`: only the rooms it may see. */
export async function orderForViewer(db: Queryable, orderId: string, access: OrderAccess, now: Date): Promise<OrderParent | null> {
  const visible = (await readOrders(db, [orderId])).map((order) => visiblePartOf(order, access));
  return (await ordersForGraphQL(db, visible, now))[0] ?? null;
}

/** A confirmation number as the lookup form takes it; anything else could name no reservation. Refused with the rule's message key beside its en-US words. */
function assertConfirmationNumber(confirmationNumber: string, field: string) {
  const problem = confirmationNumberError(confirmationNumber);
  if (problem) throw badUserInput(field, problem);
}

export const reservationQuery: Pick<QueryResolvers, 'reservationOrder' | 'trips'> = {
  reservationOrder: async (_parent, { confirmationNumber }, context) => {
    assertConfirmationNumber(confirmationNumber, 'confirmationNumber');
    const { db, clock } = context;
    const number = confirmationNumber.trim();
    const order = await findOrderRef(db, number);
    if (!order) return null;
    const access = await accessToOrder(db, order, viewerOf(context), clock);
    // No such reservation, and one this browser may not see (even when it may see another room of its
    // order), answer the same: null. Answering with the rooms it may see would tell it the two are one order.
    if (!mayViewRoom(access, number)) return null;
    return orderForViewer(db, order.orderId, access, clock());
  },

  trips: async (_parent, _args, { db, clock, sessionToken }) => {
    const member = await findSessionMember(db, sessionToken, clock);
    if (!member) return null;
    const now = clock();
    const records = await readOrders(db, await findMemberOrderIds(db, member.memberId));
    const shown = new Map((await ordersForGraphQL(db, records, now)).map((order) => [order.id, order]));
    const lists = sortIntoTripLists(records, now);
    const present = (list: OrderRecord[]) => list.map((order) => shown.get(order.id)!);
    return { upcoming: present(lists.upcoming), past: present(lists.past), cancelled: present(lists.cancelled) };
  },
};
