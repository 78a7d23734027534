import { searchProblems, type SearchCriteria } from '../../shared/booking/search-criteria';
import { moneyOf, type Money } from '../../shared/domain/money';
import { badUserInput } from '../booking/booking-errors';
import { loadHotelCatalogue } from '../booking/hotel-catalogue';
import { nightInputsOf, priceRate } from '../booking/rate-pricing';
import { findRoomNights } from '../booking/room-nights';
import { availableRoomTypes } from '../booking/room-offers';
import { earliestCheckInOn } from '../booking/search-input';
import { stayOf } from '../booking/stay';
import type { GraphQLContext } from '../graphql/context';
import type { HotelSearchInput, ResolversParentTypes } from '../graphql/generated/resolvers-types';
import { listProperties, type PropertyRow } from '../graphql/property-row';
import { CITY_CENTRES, distanceKm } from './city-centres';
import { destinationQueryOf } from './destination-input';
import { foldForMatch } from './place-match';
import { bestRank } from './suggested-places';

type HotelSearchAnswer = ResolversParentTypes['HotelSearch'];

/**
 * The results list of the home page's search (search.graphql states the rules): the destination's
 * hotels, each with its distance from its city's centre and its lowest public nightly rate for the
 * stay, priced by the rate list's own rules from the nightly prices and inventory as they are now.
 */
export async function hotelSearch(input: HotelSearchInput, { db, clock }: Pick<GraphQLContext, 'db' | 'clock'>): Promise<HotelSearchAnswer> {
  const folded = destinationQueryOf(input.destination, 'destination', 'en-US');
  const criteria = stayCriteriaOf(input, clock());
  const hotels = await listProperties(db);
  const city = hotels.find((hotel) => foldForMatch(hotel.city) === folded)?.city ?? null;
  const found = city ? hotels.filter((hotel) => hotel.city === city) : hotels.filter((hotel) => bestRank(hotel, folded, 'en-US') !== null);
  const results = await Promise.all(
    found.map(async (property) => ({
      property,
      distanceFromCentreKm: Math.round(distanceFromCentre(property) * 10) / 10,
      lowestNightly: await lowestNightlyFor(db, property, criteria),
    })),
  );
  results.sort((a, b) => a.distanceFromCentreKm - b.distanceFromCentreKm || a.property.name.localeCompare(b.property.name));
  return { city, hotels: results };
}

/** The stay asked, checked by the search rules every page and call uses; the first rule broken is refused. */
function stayCriteriaOf(input: HotelSearchInput, now: Date): SearchCriteria {
  const criteria: SearchCriteria = {
    // searchProblems judges the stay and the party, never the hotel: each result is priced for its own.
    propertyId: '',
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    // GraphQL fills in the schema's defaults; the generated type still says they may be missing.
    numRooms: input.numRooms ?? 1,
    numAdultsPerRoom: input.numAdultsPerRoom ?? 1,
    numChildrenPerRoom: input.numChildrenPerRoom ?? 0,
    rewardsRedemption: false,
  };
  const [problem] = searchProblems(criteria, earliestCheckInOn(now));
  if (problem) throw badUserInput(problem.field, problem.message);
  return criteria;
}

function distanceFromCentre(property: PropertyRow): number {
  const centre = CITY_CENTRES.get(property.city);
  // A hotel in a city with no centre on record is measured from itself rather than hidden.
  return centre ? distanceKm(centre, property) : 0;
}

/** The cheapest public cash rate (not a member rate) of a room type that holds the party on every night, per room and night. */
async function lowestNightlyFor(db: GraphQLContext['db'], property: PropertyRow, criteria: SearchCriteria): Promise<Money | null> {
  const catalogue = await loadHotelCatalogue(db, property.code);
  if (!catalogue) return null;
  const stay = stayOf(criteria);
  const nights = await findRoomNights(db, catalogue.hotelCode, criteria.checkInDate, criteria.checkOutDate);
  const publicPlans = catalogue.ratePlans.filter((plan) => plan.mode === 'CASH' && !plan.isMemberRate);
  const averages = availableRoomTypes(catalogue, nights, stay).flatMap(({ roomType }) => {
    const inputs = nightInputsOf(catalogue, nights, roomType, stay.dates);
    return inputs ? publicPlans.map((plan) => priceRate(catalogue, plan, inputs, 1)?.price.cash?.averageNightly ?? null) : [];
  });
  const prices = averages.filter((price): price is number => price !== null);
  return prices.length ? moneyOf(Math.min(...prices), catalogue.currency) : null;
}

