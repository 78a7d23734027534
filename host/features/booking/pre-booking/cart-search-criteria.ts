import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import type { Cart } from './use-cart';

/** The search a cart's stay came from, so the rate list can be opened again for the same stay. */
export function searchCriteriaOfCart(cart: Pick<Cart, 'property' | 'stay'>): SearchCriteria {
  const { stay } = cart;
  return {
    propertyId: cart.property.id,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    numRooms: stay.numRooms,
    numAdultsPerRoom: stay.numAdultsPerRoom,
    numChildrenPerRoom: stay.numChildrenPerRoom,
    rewardsRedemption: stay.rewardsRedemption,
  };
}
