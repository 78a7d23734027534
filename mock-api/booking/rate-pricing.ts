import { priceStepOf } from './minor-units';
import type { HotelCatalogue, RatePlanRecord, RoomTypeRecord } from './hotel-catalogue';
import { standardRoomOf } from './hotel-catalogue';
import { stayNightsAt, type NightPrice, type NightPricingInput } from './rate-plan-price';
import type { RoomNights } from './room-nights';
import { stayPrice, type StayPrice } from './stay-price';

/** A rate priced for a stay: its nights (one room each) and the stay's price for every room. */
export type RatePricing = { plan: RatePlanRecord; nights: NightPrice[]; price: StayPrice };

/** The fewest rooms of the type free on any of `dates`; 0 when a night has no price or inventory. */
export function roomsLeftOver(nights: RoomNights, roomTypeCode: string, dates: readonly string[]): number {
  const byDate = nights.get(roomTypeCode);
  let fewest = Number.POSITIVE_INFINITY;
  for (const date of dates) fewest = Math.min(fewest, byDate?.get(date)?.roomsFree ?? 0);
  return dates.length === 0 ? 0 : fewest;
}

/** What each night of `room` is priced from; null when a night of it, or of the standard room, has no price. */
export function nightInputsOf(catalogue: HotelCatalogue, nights: RoomNights, room: RoomTypeRecord, dates: readonly string[]): NightPricingInput[] | null {
  const standard = standardRoomOf(catalogue);
  const inputs: NightPricingInput[] = [];
  for (const date of dates) {
    const night = nights.get(room.code)?.get(date);
    const standardNight = nights.get(standard.code)?.get(date);
    const awardChartPoints = night ? catalogue.awardPoints[night.season] : undefined;
    if (!night || !standardNight || awardChartPoints === undefined) return null;
    inputs.push({
      date,
      flexiblePrice: night.flexiblePrice,
      standardRoomFlexiblePrice: standardNight.flexiblePrice,
      awardChartPoints,
      pointsPremium: room.pointsPremium,
      standardRoomPointsPremium: standard.pointsPremium,
      isStandardRoom: room.code === standard.code,
    });
  }
  return inputs;
}

/** `plan` priced for the nights `inputs` and `numRooms` rooms; null when the plan does not sell them. */
export function priceRate(catalogue: HotelCatalogue, plan: RatePlanRecord, inputs: readonly NightPricingInput[], numRooms: number): RatePricing | null {
  const nights = stayNightsAt(plan, inputs, priceStepOf(catalogue.currency));
  if (!nights) return null;
  return { plan, nights, price: stayPrice(nights, { numRooms, taxes: catalogue.taxes, comparesWithFlexibleRate: plan.mode === 'CASH' }) };
}
