import { stayPhase } from '../../shared/domain/check-in-state';
import { hotelToday } from '../../shared/time/hotel-day';
import { orderDates, roomStayAt, type OrderRecord } from './order-record';

/** A member's orders in the three lists of my trips (schema: Trips). */
export type TripLists = { upcoming: OrderRecord[]; past: OrderRecord[]; cancelled: OrderRecord[] };

/**
 * Which list an order belongs in at `now`: cancelled when every room is, upcoming while a room still
 * booked has a stay ahead or under way, past once every such stay has ended.
 */
export function tripListOf(order: OrderRecord, now: Date): keyof TripLists {
  // Each room's stay is judged by its hotel's day: a stay has not ended while its hotel's arrival day lasts.
  const phases = order.rooms.map((room) => stayPhase(roomStayAt(room, now), hotelToday(room.timeZone, now)));
  if (phases.every((phase) => phase === 'cancelled')) return 'cancelled';
  return phases.some((phase) => phase === 'upcoming' || phase === 'inHouse') ? 'upcoming' : 'past';
}

// ISO dates sort as text; the order id keeps orders on the same day in a stable order.
const byArrival = (a: OrderRecord, b: OrderRecord) =>
  orderDates(a).checkInDate.localeCompare(orderDates(b).checkInDate) || Number(a.id) - Number(b.id);

/** The lists, upcoming soonest first, past and cancelled latest first. */
export function sortIntoTripLists(orders: readonly OrderRecord[], now: Date): TripLists {
  const lists: TripLists = { upcoming: [], past: [], cancelled: [] };
  for (const order of orders) lists[tripListOf(order, now)].push(order);
  lists.upcoming.sort(byArrival);
  lists.past.sort((a, b) => byArrival(b, a));
  lists.cancelled.sort((a, b) => byArrival(b, a));
  return lists;
}
