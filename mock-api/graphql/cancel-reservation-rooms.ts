import { confirmationNumberError } from '../../shared/validation/reservation-lookup';
import { CancelRoomsCode, cancelRooms, type CancelRoomsOutcome } from '../reservations/cancel-rooms';
import { accessToOrder, mayViewRoom, type OrderAccess } from '../reservations/order-access';
import { findOrderRef, type OrderRef } from '../reservations/read-orders';
import type { GraphQLContext } from './context';
import { displayLocaleOf } from '../http/accept-language';
import type { MutationResolvers, ResponseStatus } from './generated/resolvers-types';
import { orderForViewer, viewerOf } from './reservation-resolvers';
import { responseStatusOf } from './response-status';

/** More rooms than any order holds: a list this long is not a page asking. */
export const MAX_ROOMS_PER_CANCEL = 20;

const HTTP_STATUS: Record<CancelRoomsCode, number> = {
  SUCCESS: 200,
  RESERVATION_NOT_PERMITTED: 403,
  E_BAD_CONF_NO: 400,
  E_ALREADY_CANCELLED: 409,
  E_MOD_DISALLOW: 422,
  STALE_REVISION: 409,
};

const statusOf = (outcome: CancelRoomsOutcome): ResponseStatus => responseStatusOf(outcome, HTTP_STATUS[outcome.code]);

/**
 * The order the first number of a cancel names, with what this browser may see of it; null when the
 * browser may not see that room. A number that cannot exist, one nobody holds, one of another order and
 * one of this order that only another room's lookup covers are all refused alike, so none is confirmed.
 */
async function orderNamedBy(first: string, context: GraphQLContext): Promise<{ order: OrderRef; access: OrderAccess } | null> {
  const order = confirmationNumberError(first) ? null : await findOrderRef(context.db, first);
  if (!order) return null;
  const access = await accessToOrder(context.db, order, viewerOf(context), context.clock);
  return mayViewRoom(access, first) ? { order, access } : null;
}

export const reservationMutations: Pick<MutationResolvers, 'cancelReservationRooms'> = {
  cancelReservationRooms: async (_parent, { input }, context) => {
    const { db, clock } = context;
    const numbers = [...new Set(input.confirmationNumbers.map((number) => number.trim()))];
    const first = numbers[0];
    if (first === undefined) {
      return { status: [statusOf({ code: CancelRoomsCode.BadConfirmationNumber, detail: 'Name at least one room to cancel.', field: 'confirmationNumbers' })], order: null };
    }
    const named = await orderNamedBy(first, context);
    if (!named) return { status: [statusOf({ code: CancelRoomsCode.NotPermitted })], order: null };
    const { order, access } = named;
    const outcome: CancelRoomsOutcome =
      numbers.length > MAX_ROOMS_PER_CANCEL
        ? { code: CancelRoomsCode.BadConfirmationNumber, detail: `${numbers.length} rooms named; an order has at most ${MAX_ROOMS_PER_CANCEL}.`, field: 'confirmationNumbers' }
        : await cancelRooms(db, { orderId: order.orderId, access, confirmationNumbers: numbers, expectedRevision: input.orderRevisionNumber, now: clock(), locale: displayLocaleOf(context.acceptLanguage) });
    return { status: [statusOf(outcome)], order: await orderForViewer(db, order.orderId, access, clock()) };
  },
};
