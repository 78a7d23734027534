import { addDays, searchProblems, SEARCH_LIMITS, type SearchCriteria } from '../../shared/booking/search-criteria';
import { moneyOf } from '../../shared/domain/money';
import type { GraphQLContext } from '../graphql/context';
import type { NightlyProduct, NightlyProductsInput, ResolversParentTypes } from '../graphql/generated/resolvers-types';
import { findPropertyByCode } from '../graphql/property-row';
import { badUserInput } from './booking-errors';
import { loadHotelCatalogue, type HotelCatalogue } from './hotel-catalogue';
import { nightInputsOf, priceRate } from './rate-pricing';
import { findRoomNights, type RoomNights } from './room-nights';
import { availableRoomTypes } from './room-offers';
import { assertHotelHoldsParty, earliestCheckInOn, propertyCodeOf } from './search-input';

type NightlyProductsAnswer = ResolversParentTypes['NightlyProducts'];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const COUNT_FIELDS: readonly (keyof SearchCriteria)[] = ['numRooms', 'numAdultsPerRoom', 'numChildrenPerRoom'];

/**
 * Spec 7 "nightly products", the availability calendar: for each day of a month, the lowest public
 * nightly rate (a cash rate for anyone: not a member rate) of a room type that holds the party and has
 * the rooms asked free that night, or sold out. Days before the earliest check-in or past the booking
 * horizon are neither priced nor sold out.
 */
export async function nightlyProducts(input: NightlyProductsInput, { db, clock }: GraphQLContext): Promise<NightlyProductsAnswer | null> {
  const now = clock();
  const propertyId = propertyCodeOf(input.propertyId);
  const earliest = earliestCheckInOn(now);
  const last = addDays(earliest, SEARCH_LIMITS.bookingHorizonDays - 1);
  const days = daysOfMonth(input.month, earliest, last);
  const party = countsOf(input, earliest);
  const [property, catalogue] = await Promise.all([findPropertyByCode(db, propertyId), loadHotelCatalogue(db, propertyId)]);
  if (!property) return null;
  if (catalogue) assertHotelHoldsParty(party, catalogue);
  const nights = catalogue ? await findRoomNights(db, catalogue.hotelCode, days[0]!, addDays(days[days.length - 1]!, 1)) : new Map();
  return {
    property,
    month: input.month,
    days: days.map((date) => (date < earliest || date > last ? { date, lowestNightly: null, isSoldOut: false } : dayOf(date, catalogue, nights, party))),
  };
}

function dayOf(date: string, catalogue: HotelCatalogue | null, nights: RoomNights, party: SearchCriteria): NightlyProduct {
  if (!catalogue) return { date, lowestNightly: null, isSoldOut: true };
  const stay = { checkInDate: date, dates: [date], numRooms: party.numRooms, guestsPerRoom: party.numAdultsPerRoom + party.numChildrenPerRoom };
  const publicPlans = catalogue.ratePlans.filter((plan) => plan.mode === 'CASH' && !plan.isMemberRate);
  const prices = availableRoomTypes(catalogue, nights, stay).flatMap(({ roomType }) => {
    const inputs = nightInputsOf(catalogue, nights, roomType, stay.dates);
    return inputs ? publicPlans.map((plan) => priceRate(catalogue, plan, inputs, 1)?.nights[0]?.cash ?? null) : [];
  });
  const cash = prices.filter((price): price is number => price !== null);
  return cash.length ? { date, lowestNightly: moneyOf(Math.min(...cash), catalogue.currency), isSoldOut: false } : { date, lowestNightly: null, isSoldOut: true };
}

// Every day of the month, which must hold at least one bookable day.
function daysOfMonth(month: string, earliest: string, last: string): string[] {
  const match = MONTH.exec(month);
  if (!match) throw badUserInput('month', 'Choose a month as YYYY-MM, such as 2027-03.');
  const daysInMonth = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
  if (days[days.length - 1]! < earliest || days[0]! > last) {
    throw badUserInput('month', `Choose a month from ${earliest.slice(0, 7)} to ${last.slice(0, 7)}.`);
  }
  return days;
}

// The party is checked by the search rules themselves, on a stay they allow, so the words and limits are the same.
function countsOf(input: NightlyProductsInput, earliest: string): SearchCriteria {
  const party: SearchCriteria = {
    propertyId: input.propertyId,
    checkInDate: earliest,
    checkOutDate: addDays(earliest, 1),
    // GraphQL fills in the schema's defaults; the generated type still says they may be missing.
    numRooms: input.numRooms ?? 1,
    numAdultsPerRoom: input.numAdultsPerRoom ?? 1,
    numChildrenPerRoom: input.numChildrenPerRoom ?? 0,
    rewardsRedemption: false,
  };
  const problem = searchProblems(party, earliest).find((candidate) => COUNT_FIELDS.includes(candidate.field));
  if (problem) throw badUserInput(problem.field, problem.message);
  return party;
}
