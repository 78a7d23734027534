import type { AvailabilitySearchInput, ResolversParentTypes, RoomOffer } from '../graphql/generated/resolvers-types';
import type { GraphQLContext } from '../graphql/context';
import { findPropertyByCode } from '../graphql/property-row';
import { findBookingViewer } from './booking-viewer';
import { ratePlanShape, ratePriceShape, roomTypeShape, selectionShape } from './graphql-shapes';
import { loadHotelCatalogue } from './hotel-catalogue';
import { rateModeOf } from './rate-plan-mode';
import { rateModesFor, roomOffers, type RoomOfferResult } from './room-offers';
import { assertHotelHoldsParty, searchCriteriaOf } from './search-input';
import { stayOf } from './stay';
import { findStayOffered } from './stay-offered';

type ProductSearchAnswer = ResolversParentTypes['ProductSearch'];

/**
 * Spec 7 "search products by property": every room type of the hotel free for the stay, with the
 * rates of the viewer's modes, priced from the nightly prices and inventory as they are now; the
 * closest free stay when the one asked is not (booking.graphql describes every rule).
 */
export async function searchProductsByProperty(input: AvailabilitySearchInput, { db, clock, sessionToken }: GraphQLContext): Promise<ProductSearchAnswer | null> {
  const now = clock();
  const criteria = searchCriteriaOf(input, now);
  const [property, catalogue, viewer] = await Promise.all([
    findPropertyByCode(db, criteria.propertyId),
    loadHotelCatalogue(db, criteria.propertyId),
    findBookingViewer(db, sessionToken, clock),
  ]);
  if (!property) return null;
  const modes = rateModesFor(viewer, criteria.rewardsRedemption);
  const answer = {
    property,
    requested: selectionShape(criteria),
    rateModes: modes.map(rateModeOf),
    isMember: viewer.isMember,
    currentPointBalance: viewer.pointsBalance,
  };
  if (!catalogue) return { ...answer, offered: null, isExactMatch: false, rooms: [] };
  assertHotelHoldsParty(criteria, catalogue);
  const offered = await findStayOffered(db, catalogue, criteria, now);
  if (!offered) return { ...answer, offered: null, isExactMatch: false, rooms: [] };
  const rooms = roomOffers(catalogue, offered.nights, stayOf(offered.criteria), viewer, modes);
  return {
    ...answer,
    offered: selectionShape(offered.criteria),
    isExactMatch: offered.isExactMatch,
    rooms: rooms.map((room) => roomOfferShape(room, catalogue.currency)),
  };
}

function roomOfferShape(room: RoomOfferResult, currency: string): RoomOffer {
  return {
    roomType: roomTypeShape(room.roomType),
    roomsLeft: room.roomsLeft,
    rates: room.rates.map((rate) => ({ ratePlan: ratePlanShape(rate.plan), price: rate.pricing ? ratePriceShape(rate.pricing.price, currency) : null })),
  };
}
