import { roundToStep, shareOf } from './minor-units';
import { roomPointsPerNight, roundPointsUp } from './points';
import type { RatePlanMode } from './rate-plan-mode';

/** How a rate plan is priced (columns of `rate_plans`). */
export type RatePlanPricing = {
  mode: RatePlanMode;
  /** Cash rates: off the flexible rate, in basis points (900 is 9 % off). */
  discountBasisPoints: number;
  /** Cash and points: the share of the night paid in points, in basis points; the rest is cash. */
  pointsShareBasisPoints: number;
};

/** What one night of one room is priced from. */
export type NightPricingInput = {
  /** ISO day. */
  date: string;
  /** This room's flexible rate that night, before taxes, in minor units. */
  flexiblePrice: number;
  /** The hotel's standard room's flexible rate that night (the upgrade's starting point). */
  standardRoomFlexiblePrice: number;
  /** The award chart's points for the hotel's category and the night's season. */
  awardChartPoints: number;
  /** Points this room costs over the chart; the standard room's own premium is `standardRoomPointsPremium`. */
  pointsPremium: number;
  standardRoomPointsPremium: number;
  isStandardRoom: boolean;
};

/** One night of one room at a rate: cash before taxes (null for pure points), points (null for cash). */
export type NightPrice = { date: string; cash: number | null; points: number | null; flexiblePrice: number };

/**
 * The price of one night of one room at `plan`, or null when the plan does not sell this room (the
 * upgrade is for rooms better than the standard one, so never the standard room itself). `step` is
 * the currency's price step (see priceStepOf): cash rates are quoted in whole steps.
 */
export function nightPriceAt(plan: RatePlanPricing, night: NightPricingInput, step: number): NightPrice | null {
  const price = (cash: number | null, points: number | null): NightPrice => ({ date: night.date, cash, points, flexiblePrice: night.flexiblePrice });
  const roomPoints = roomPointsPerNight(night.awardChartPoints, night.pointsPremium);
  switch (plan.mode) {
    case 'CASH':
      return price(plan.discountBasisPoints === 0 ? night.flexiblePrice : roundToStep(shareOf(night.flexiblePrice, 10_000 - plan.discountBasisPoints), step), null);
    case 'POINTS':
      return price(null, roomPoints);
    case 'CASH_AND_POINTS':
      return price(
        roundToStep(shareOf(night.flexiblePrice, 10_000 - plan.pointsShareBasisPoints), step),
        roundPointsUp(shareOf(roomPoints, plan.pointsShareBasisPoints)),
      );
    case 'POINTS_PLUS_CASH_UPGRADE': {
      const supplement = night.flexiblePrice - night.standardRoomFlexiblePrice;
      if (night.isStandardRoom || supplement <= 0) return null;
      return price(supplement, roomPointsPerNight(night.awardChartPoints, night.standardRoomPointsPremium));
    }
    default:
      return assertNever(plan.mode);
  }
}

function assertNever(mode: never): never {
  throw new Error(`Unknown rate plan mode ${String(mode)}`);
}

/** Every night of a stay at `plan`, or null when any night cannot be had at it. */
export function stayNightsAt(plan: RatePlanPricing, nights: readonly NightPricingInput[], step: number): NightPrice[] | null {
  const priced: NightPrice[] = [];
  for (const night of nights) {
    const price = nightPriceAt(plan, night, step);
    if (!price) return null;
    priced.push(price);
  }
  return priced;
}
