import type { HotelCatalogue, RatePlanRecord, RoomTypeRecord } from './hotel-catalogue';
import { nightInputsOf, priceRate, roomsLeftOver, type RatePricing } from './rate-pricing';
import { POINTS_MODES, RATE_PLAN_MODES, type RatePlanMode } from './rate-plan-mode';
import type { RoomNights } from './room-nights';
import type { Stay } from './stay';
import { compareRates } from './rate-order';

/** Who is looking: member prices and points are for a signed-in member only. */
export type BookingViewer = { isMember: boolean };

/** A rate on the list: priced, or null when the viewer may not see its price (a member rate for a visitor). */
export type RateOfferResult = { plan: RatePlanRecord; pricing: RatePricing | null };

export type RoomOfferResult = { roomType: RoomTypeRecord; roomsLeft: number; rates: RateOfferResult[] };

/** The tabs a viewer gets: cash always; the points modes for a signed-in member who asked to use points. */
export function rateModesFor(viewer: BookingViewer, rewardsRedemption: boolean): RatePlanMode[] {
  return viewer.isMember && rewardsRedemption ? [...RATE_PLAN_MODES] : RATE_PLAN_MODES.filter((mode) => !POINTS_MODES.includes(mode));
}

/** Whether the viewer may see `plan`'s price. */
export const mayViewPrice = (plan: RatePlanRecord, viewer: BookingViewer) => !plan.isMemberRate || viewer.isMember;

/** Room types that hold the party, with at least the rooms asked free on every night of the stay. */
export function availableRoomTypes(catalogue: HotelCatalogue, nights: RoomNights, stay: Stay): { roomType: RoomTypeRecord; roomsLeft: number }[] {
  return catalogue.roomTypes
    .filter((roomType) => roomType.maxOccupancy >= stay.guestsPerRoom)
    .map((roomType) => ({ roomType, roomsLeft: roomsLeftOver(nights, roomType.code, stay.dates) }))
    .filter(({ roomsLeft }) => roomsLeft >= stay.numRooms);
}

/**
 * Every available room type with the rates of `modes` in the list's order (compareRates: mode by mode,
 * refundable first, the public rate before its member price, then cheapest first). A rate that does not
 * sell the room (the upgrade of the standard room) is left out.
 */
export function roomOffers(catalogue: HotelCatalogue, nights: RoomNights, stay: Stay, viewer: BookingViewer, modes: readonly RatePlanMode[]): RoomOfferResult[] {
  const plans = catalogue.ratePlans.filter((plan) => modes.includes(plan.mode));
  return availableRoomTypes(catalogue, nights, stay).map(({ roomType, roomsLeft }) => {
    const inputs = nightInputsOf(catalogue, nights, roomType, stay.dates);
    const priced = inputs ? plans.map((plan) => priceRate(catalogue, plan, inputs, stay.numRooms)).filter((pricing) => pricing !== null) : [];
    priced.sort((a, b) => compareRates(a, b, modes));
    return { roomType, roomsLeft, rates: priced.map((pricing) => ({ plan: pricing.plan, pricing: mayViewPrice(pricing.plan, viewer) ? pricing : null })) };
  });
}

/**
 * The rate `ratePlanCode` of room type `roomTypeCode` as the rate list would offer it to this viewer
 * for this stay, priced; null when it is not offered (the room is not free, does not hold the party,
 * the plan is not in the viewer's modes or its price is hidden from them). What a cart may hold.
 */
export function offeredRate(
  catalogue: HotelCatalogue,
  nights: RoomNights,
  stay: Stay,
  viewer: BookingViewer,
  modes: readonly RatePlanMode[],
  selection: { roomTypeCode: string; ratePlanCode: string },
): RatePricing | null {
  const room = roomOffers(catalogue, nights, stay, viewer, modes).find((offer) => offer.roomType.code === selection.roomTypeCode);
  return room?.rates.find((rate) => rate.plan.code === selection.ratePlanCode)?.pricing ?? null;
}
