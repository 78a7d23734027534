import { bookingPaths } from '../../../../shared/domain/booking-paths';
import type { ReservationOrder } from '../use-reservation-order';

/**
 * "Book another room" (spec 02 section 2): the rate list for the order's hotel and whole stay, for one
 * more room of one adult, which the guest changes there like any search. A new booking of its own: the
 * order it comes from is not changed.
 */
export function bookAnotherRoomHref(order: Pick<ReservationOrder, 'property' | 'checkInDate' | 'checkOutDate'>): string {
  return bookingPaths.rateList.getHref({
    propertyId: order.property.id,
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    numRooms: 1,
    numAdultsPerRoom: 1,
    numChildrenPerRoom: 0,
    rewardsRedemption: false,
  });
}
