import { firstAcceptedLocale } from '../http/accept-language';
import type { GraphQLContext } from '../graphql/context';
import type { RateDetails, RateDetailsInput, RulesText } from '../graphql/generated/resolvers-types';
import { findBookingViewer } from './booking-viewer';
import { cancellationPolicyFor } from './cancellation-policy';
import { cancellationPolicyShape, nightlyRatesShape, ratePlanShape, ratePriceShape, roomTypeShape } from './graphql-shapes';
import { loadHotelCatalogue, loadRatePlanRules } from './hotel-catalogue';
import { nightInputsOf, priceRate } from './rate-pricing';
import { findRoomNights } from './room-nights';
import { mayViewPrice, rateModesFor } from './room-offers';
import { assertHotelHoldsParty, codeOf, searchCriteriaOf } from './search-input';
import { stayOf } from './stay';

/** Rules are written in this locale first; a caller's other language falls back to it. */
const DEFAULT_RULES_LOCALE = 'en-US';

/**
 * Spec 7 "rate details": a rate's rules text, its cancellation policy for the stay and its nightly
 * breakdown. The price and nights are null when the viewer may not see them (a member rate for a
 * visitor, a points rate for anyone but a member using points) or the rate does not sell that room;
 * null altogether when the hotel, room type or rate plan is unknown.
 */
export async function rateDetails(input: RateDetailsInput, { db, clock, sessionToken, acceptLanguage }: GraphQLContext): Promise<RateDetails | null> {
  const now = clock();
  const criteria = searchCriteriaOf(input.search, now);
  const roomTypeCode = codeOf(input.roomTypeCode, 'roomTypeCode');
  const ratePlanCode = codeOf(input.ratePlanCode, 'ratePlanCode');
  const [catalogue, viewer] = await Promise.all([loadHotelCatalogue(db, criteria.propertyId), findBookingViewer(db, sessionToken, clock)]);
  const room = catalogue?.roomTypes.find((candidate) => candidate.code === roomTypeCode);
  const plan = catalogue?.ratePlans.find((candidate) => candidate.code === ratePlanCode);
  if (!catalogue || !room || !plan) return null;
  assertHotelHoldsParty(criteria, catalogue);
  const stay = stayOf(criteria);
  const [nights, rules] = await Promise.all([
    findRoomNights(db, catalogue.hotelCode, criteria.checkInDate, criteria.checkOutDate),
    loadRatePlanRules(db, catalogue.hotelCode, plan.code),
  ]);
  const inputs = nightInputsOf(catalogue, nights, room, stay.dates);
  const pricing = inputs ? priceRate(catalogue, plan, inputs, stay.numRooms) : null;
  const isVisible = rateModesFor(viewer, criteria.rewardsRedemption).includes(plan.mode) && mayViewPrice(plan, viewer);
  const shown = isVisible ? pricing : null;
  const policy = cancellationPolicyFor(plan, { checkInDate: criteria.checkInDate, timeZone: catalogue.timeZone, nights: shown?.nights ?? null, numRooms: stay.numRooms, taxes: catalogue.taxes, currency: catalogue.currency, now });
  return {
    roomType: roomTypeShape(room),
    ratePlan: ratePlanShape(plan),
    rulesText: rulesTextOf(rules, firstAcceptedLocale(acceptLanguage ?? undefined)),
    cancellationPolicy: cancellationPolicyShape(policy, catalogue.currency),
    price: shown ? ratePriceShape(shown.price, catalogue.currency) : null,
    nights: shown ? nightlyRatesShape(shown.nights, catalogue.currency) : null,
  };
}

/** Every line in every locale, and the lines in the caller's language (its locale, else its language) or the default's. */
export function rulesTextOf(lines: { locale: string; text: string }[], locale: string | null): RulesText {
  const locales = new Set(lines.map((line) => line.locale));
  const language = locale?.split('-')[0];
  const chosen =
    (locale && locales.has(locale) ? locale : undefined) ?? [...locales].find((candidate) => candidate.split('-')[0] === language) ?? DEFAULT_RULES_LOCALE;
  return {
    descriptions: lines.filter((line) => line.locale === chosen).map((line) => line.text),
    localizedDescriptions: lines.map((line) => ({ locale: line.locale, translatedText: line.text })),
  };
}
