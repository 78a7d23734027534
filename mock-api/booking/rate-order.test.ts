import { describe, expect, it } from 'vitest';
import { RATE_PLANS } from '../seed/booking-fixtures';
import type { RatePlanRecord } from './hotel-catalogue';
import { compareRates } from './rate-order';
import type { RatePricing } from './rate-pricing';
import { RATE_PLAN_MODES } from './rate-plan-mode';

/** A seeded plan priced at `cashTotal` (minor units) for the stay, with `points` when it is a points rate. */
function priced(code: string, cashTotal: number | null, points: number | null = null): RatePricing {
  const fixture = RATE_PLANS.find((plan) => plan.code === code)!;
  const plan: RatePlanRecord = { ...fixture, sortOrder: RATE_PLANS.indexOf(fixture) };
  const cash = cashTotal === null ? null : { averageNightly: 0, averageNightlyWithTaxes: 0, wasAverageNightly: null, wasAverageNightlyWithTaxes: null, subtotal: cashTotal, taxesAndFees: 0, total: cashTotal };
  return { plan, nights: [], price: { cash, points: points === null ? null : { perNight: points, total: points } } };
}

const codesInOrder = (rates: RatePricing[]) => [...rates].sort((a, b) => compareRates(a, b, RATE_PLAN_MODES)).map((rate) => rate.plan.code);

describe('compareRates', () => {
  it('lists the flexible rate first, then its member price, then the cheaper prepaid non-refundable rate', () => {
    const rates = [priced('PREPAY', 25_500), priced('MEMBER', 27_300), priced('FLEX', 30_000)];
    expect(codesInOrder(rates)).toEqual(['FLEX', 'MEMBER', 'PREPAY']);
  });

  it('keeps the tabs’ mode order before any other', () => {
    const rates = [priced('CASH_POINTS', 15_000, 10_000), priced('POINTS', null, 25_000), priced('PREPAY', 25_500), priced('FLEX', 30_000)];
    expect(codesInOrder(rates)).toEqual(['FLEX', 'PREPAY', 'POINTS', 'CASH_POINTS']);
  });

  it('puts the cheaper of two rates with the same terms first', () => {
    const dearFlexible = priced('FLEX', 30_000);
    const cheapFlexible = { ...priced('FLEX', 28_000), plan: { ...priced('FLEX', 0).plan, code: 'FLEX_SALE', sortOrder: 99 } };
    expect(codesInOrder([dearFlexible, cheapFlexible])).toEqual(['FLEX_SALE', 'FLEX']);
  });
});
