import type { OrderItemResolvers } from './generated/resolvers-types';

type StayRequestsRow = { roomRequestCodes: string[]; comments: string | null; arrivalTime: string | null };

/**
 * The fields of a booked room read beside its order: an OrderItem reaches these resolvers only as part
 * of an order this browser may see, with only the rooms it may see, so each reads by its own number.
 */
export const orderItemResolvers: OrderItemResolvers = {
  stayRequests: async (item, _args, { db }) => {
    const { rows } = await db.query<StayRequestsRow>(
      `select room_request_codes as "roomRequestCodes", comments, arrival_time as "arrivalTime"
         from reservations where confirmation_number = $1`,
      [item.basicInformation.confirmationNumber],
    );
    const row = rows[0];
    if (!row || (row.roomRequestCodes.length === 0 && row.comments === null && row.arrivalTime === null)) return null;
    return row;
  },
};
