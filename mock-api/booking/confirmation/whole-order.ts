import { createGraphQLError } from 'graphql-yoga';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { confirmationNumberError } from '../../../shared/validation/reservation-lookup';
import type { Queryable } from '../../db/database';
import { badUserInput } from '../booking-errors';
import type { GraphQLContext } from '../../graphql/context';
import { viewerOf } from '../../graphql/reservation-resolvers';
import { accessToOrder, coversWholeOrder, type OrderAccess } from '../../reservations/order-access';
import type { OrderRecord } from '../../reservations/order-record';
import { findOrderRef, readOrder } from '../../reservations/read-orders';

/** An order a browser may see whole, with the access that lets it. */
export type WholeOrder = { order: OrderRecord; access: OrderAccess };

export const notPermitted = () =>
  createGraphQLError(reservationErrorMessage(ReservationErrorKey.NotPermitted), { extensions: { code: ReservationErrorKey.NotPermitted } });

/**
 * The order holding room `confirmationNumber`, when this browser may see all of it; otherwise
 * RESERVATION_NOT_PERMITTED, the same for a number nobody holds, so numbers cannot be probed.
 */
export async function wholeOrderFor(db: Queryable, context: GraphQLContext, confirmationNumber: string): Promise<WholeOrder> {
  const problem = confirmationNumberError(confirmationNumber);
  if (problem) throw badUserInput('confirmationNumber', problem);
  const ref = await findOrderRef(db, confirmationNumber.trim());
  if (!ref) throw notPermitted();
  const [access, order] = await Promise.all([accessToOrder(db, ref, viewerOf(context), context.clock), readOrder(db, ref.orderId)]);
  if (!order || !coversWholeOrder(access, order)) throw notPermitted();
  return { order, access };
}
