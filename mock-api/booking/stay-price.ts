import { showsWasPrice } from '../../shared/booking/was-price';
import { divideRoundingHalfUp } from './minor-units';
import type { NightPrice } from './rate-plan-price';
import { nightlyTaxes, type TaxTerms } from './taxes';

/** A stay's cash price in minor units (schema: CashPrice). Averages are per room and night. */
export type CashTotals = {
  averageNightly: number;
  averageNightlyWithTaxes: number;
  /** The flexible rate's averages, only when this rate saves at least 3.3 % on it (spec 9). */
  wasAverageNightly: number | null;
  wasAverageNightlyWithTaxes: number | null;
  /** Every room and night, before taxes. */
  subtotal: number;
  taxesAndFees: number;
  total: number;
};

/** A stay's points price (schema: PointsPrice): per room and night on average, and for every room and night. */
export type PointsTotals = { perNight: number; total: number };

export type StayPrice = { cash: CashTotals | null; points: PointsTotals | null };

export type StayPriceOptions = {
  numRooms: number;
  taxes: TaxTerms;
  /** Compare with the flexible rate for a was-price: cash rates only (a part-points price is no saving on it). */
  comparesWithFlexibleRate: boolean;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The price of a stay from its nights (one room each) for `numRooms` rooms. Every room pays the same,
 * so totals are a room's sums times the rooms; averages divide a room's sum by the nights, half up.
 */
export function stayPrice(nights: readonly NightPrice[], { numRooms, taxes, comparesWithFlexibleRate }: StayPriceOptions): StayPrice {
  if (nights.length === 0) throw new RangeError('A stay has at least one night');
  const count = nights.length;
  const hasCash = nights.some((night) => night.cash !== null);
  const hasPoints = nights.some((night) => night.points !== null);
  const cash = hasCash ? cashTotals(nights, numRooms, taxes, comparesWithFlexibleRate) : null;
  const roomPoints = sum(nights.map((night) => night.points ?? 0));
  const points = hasPoints ? { perNight: divideRoundingHalfUp(roomPoints, count), total: roomPoints * numRooms } : null;
  return { cash, points };
}

function cashTotals(nights: readonly NightPrice[], numRooms: number, taxes: TaxTerms, comparesWithFlexibleRate: boolean): CashTotals {
  const count = nights.length;
  const roomCash = sum(nights.map((night) => night.cash ?? 0));
  const roomTaxes = sum(nights.map((night) => nightlyTaxes(night.cash, taxes)));
  const averageNightly = divideRoundingHalfUp(roomCash, count);
  const averageNightlyWithTaxes = divideRoundingHalfUp(roomCash + roomTaxes, count);
  const was = comparesWithFlexibleRate ? wasPrices(nights, taxes, averageNightly) : null;
  return {
    averageNightly,
    averageNightlyWithTaxes,
    wasAverageNightly: was?.averageNightly ?? null,
    wasAverageNightlyWithTaxes: was?.averageNightlyWithTaxes ?? null,
    subtotal: roomCash * numRooms,
    taxesAndFees: roomTaxes * numRooms,
    total: (roomCash + roomTaxes) * numRooms,
  };
}

// The flexible rate's averages, when the rate's average nightly price saves enough on the flexible one's.
function wasPrices(nights: readonly NightPrice[], taxes: TaxTerms, averageNightly: number) {
  const count = nights.length;
  const flexibleCash = sum(nights.map((night) => night.flexiblePrice));
  const flexibleTaxes = sum(nights.map((night) => nightlyTaxes(night.flexiblePrice, taxes)));
  const wasAverage = divideRoundingHalfUp(flexibleCash, count);
  if (!showsWasPrice(wasAverage, averageNightly)) return null;
  return { averageNightly: wasAverage, averageNightlyWithTaxes: divideRoundingHalfUp(flexibleCash + flexibleTaxes, count) };
}

/** What orders rates cheapest first within a mode: points first (the scarcer currency), then cash. */
export function priceOrderKey(price: StayPrice): [number, number] {
  return [price.points?.total ?? 0, price.cash?.total ?? 0];
}
