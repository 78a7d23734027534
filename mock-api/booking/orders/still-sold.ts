import type { Queryable } from '../../db/database';
import type { CartRecord } from '../cart-store';
import { loadHotelCatalogue, type HotelCatalogue, type RatePlanRecord, type RoomTypeRecord } from '../hotel-catalogue';
import { nightInputsOf, priceRate } from '../rate-pricing';
import { POINTS_MODES } from '../rate-plan-mode';
import { findRoomNights } from '../room-nights';
import { stayOf } from '../stay';
import { OrderRefusalCode, orderRefusal } from './order-refusals';

export type SoldProduct = { catalogue: HotelCatalogue; roomType: RoomTypeRecord; plan: RatePlanRecord };

/**
 * The cart's room and rate as the hotel still sells them for its nights, or PRODUCTS_UNAVAILABLE: the
 * room type or rate plan is gone, a night has no price any more, the rate no longer sells that room, or
 * a member or points rate is booked by someone else than the member it was priced for (signed out, or
 * another member signed in since). Whether rooms are still free is the inventory's question, asked when
 * they are taken (ROOMS_SOLD_OUT). The cart keeps its held prices either way.
 */
export async function stillSoldProduct(db: Queryable, cart: CartRecord, bookerMemberId: string | null): Promise<SoldProduct> {
  const unavailable = () => orderRefusal(OrderRefusalCode.ProductsUnavailable);
  const catalogue = await loadHotelCatalogue(db, cart.criteria.propertyId);
  const roomType = catalogue?.roomTypes.find((room) => room.code === cart.roomTypeCode);
  const plan = catalogue?.ratePlans.find((candidate) => candidate.code === cart.ratePlanCode);
  if (!catalogue || !roomType || !plan) throw unavailable();
  const isPricedForMember = plan.isMemberRate || POINTS_MODES.includes(plan.mode);
  if (isPricedForMember && (bookerMemberId === null || bookerMemberId !== cart.memberId)) throw unavailable();
  const stay = stayOf(cart.criteria);
  const nights = await findRoomNights(db, catalogue.hotelCode, cart.criteria.checkInDate, cart.criteria.checkOutDate);
  const inputs = nightInputsOf(catalogue, nights, roomType, stay.dates);
  if (!inputs || !priceRate(catalogue, plan, inputs, stay.numRooms)) throw unavailable();
  return { catalogue, roomType, plan };
}
