import type { AvailabilitySearchInput, ResolversParentTypes, RoomOffer } from '../graphql/generated/resolvers-types';
import type { GraphQLContext } from '../graphql/context';
import { findPropertyByCode } from '../graphql/property-row';
import { hotelDayEnds } from '../../shared/time/hotel-day';
import { firstAcceptedLocale } from '../http/accept-language';
import { findBookingViewer } from './booking-viewer';
import { cancellationPolicyFor, type StayForCancellation } from './cancellation-policy';
import { cancellationPolicyShape, ratePlanShape, ratePriceShape, roomTypeShape, selectionShape } from './graphql-shapes';
import { loadHotelCatalogue, type HotelCatalogue } from './hotel-catalogue';
import { rateModeOf } from './rate-plan-mode';
import { rateModesFor, roomOffers, type RoomOfferResult } from './room-offers';
import { assertArrivalDayOpen, assertHotelHoldsParty, searchCriteriaOf } from './search-input';
import { stayOf } from './stay';
import { findStayOffered } from './stay-offered';

type ProductSearchAnswer = ResolversParentTypes['ProductSearch'];

/**
 * Spec 7 "search products by property": every room type of the hotel free for the stay, with the
 * rates of the viewer's modes, priced from the nightly prices and inventory as they are now; the
 * closest free stay when the one asked is not (booking.graphql describes every rule).
 */
export async function searchProductsByProperty(
  input: AvailabilitySearchInput,
  { db, clock, sessionToken, acceptLanguage, answerTerms }: GraphQLContext,
): Promise<ProductSearchAnswer | null> {
  const now = clock();
  const criteria = searchCriteriaOf(input, now);
  const [property, catalogue, viewer] = await Promise.all([
    findPropertyByCode(db, criteria.propertyId),
    loadHotelCatalogue(db, criteria.propertyId),
    findBookingViewer(db, sessionToken, clock),
    answerTerms?.readsOffersOf(criteria.propertyId),
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
  // Today at the hotel decides which stays may still begin, so the answer holds until its day ends.
  assertArrivalDayOpen(criteria, catalogue.timeZone, now);
  answerTerms?.trueUntil(hotelDayEnds(catalogue.timeZone, now));
  const offered = await findStayOffered(db, catalogue, criteria, now);
  if (!offered) return { ...answer, offered: null, isExactMatch: false, rooms: [] };
  const stay = stayOf(offered.criteria);
  const rooms = roomOffers(catalogue, offered.nights, stay, viewer, modes);
  const terms = { checkInDate: offered.criteria.checkInDate, numRooms: stay.numRooms, now, locale: firstAcceptedLocale(acceptLanguage ?? undefined) ?? undefined };
  const offers = rooms.map((room) => roomOfferShape(room, catalogue, terms));
  for (const deadline of freeCancellationDeadlines(offers)) answerTerms?.trueUntil(deadline);
  return { ...answer, offered: selectionShape(offered.criteria), isExactMatch: offered.isExactMatch, rooms: offers };
}

/** Each free cancellation still offered ends at its deadline, and the answer says so no longer. */
function freeCancellationDeadlines(offers: readonly RoomOffer[]): Date[] {
  return offers.flatMap((offer) => offer.rates.flatMap((rate) => (rate.cancellationPolicy.freeCancellationUntil ? [new Date(rate.cancellationPolicy.freeCancellationUntil)] : [])));
}

type CancellationStay = Pick<StayForCancellation, 'checkInDate' | 'numRooms' | 'now' | 'locale'>;

// A hidden member rate's policy is judged without its nights, so its words do not tell its price.
function roomOfferShape(room: RoomOfferResult, catalogue: HotelCatalogue, stay: CancellationStay): RoomOffer {
  const { currency, timeZone, taxes } = catalogue;
  return {
    roomType: roomTypeShape(room.roomType),
    roomsLeft: room.roomsLeft,
    rates: room.rates.map((rate) => ({
      ratePlan: ratePlanShape(rate.plan),
      price: rate.pricing ? ratePriceShape(rate.pricing.price, currency) : null,
      cancellationPolicy: cancellationPolicyShape(cancellationPolicyFor(rate.plan, { ...stay, timeZone, taxes, currency, nights: rate.pricing?.nights ?? null }), currency),
    })),
  };
}
