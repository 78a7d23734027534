import type { RatePlanMode } from './rate-plan-mode';
import type { RatePricing } from './rate-pricing';
import { priceOrderKey } from './stay-price';

/**
 * The order a room's rates are listed in, mode by mode (the tabs' order). Within a mode a guest first
 * meets the rate anyone may book and cancel (the flexible rate), then the member price of that same
 * promise, and only then rates that take the money for good (prepaid, non-refundable), however much
 * cheaper: the cheapest-first order put "Prepay and save" on top and the flexible rate out of sight.
 * Within each of those groups the cheaper rate comes first, points before cash (the scarcer currency).
 */
export function compareRates(a: RatePricing, b: RatePricing, modes: readonly RatePlanMode[]): number {
  const byMode = modes.indexOf(a.plan.mode) - modes.indexOf(b.plan.mode);
  if (byMode !== 0) return byMode;
  const byRefund = Number(a.plan.isPrepaidNonRefundable) - Number(b.plan.isPrepaidNonRefundable);
  if (byRefund !== 0) return byRefund;
  const byMembership = Number(a.plan.isMemberRate) - Number(b.plan.isMemberRate);
  if (byMembership !== 0) return byMembership;
  const [pointsA, cashA] = priceOrderKey(a.price);
  const [pointsB, cashB] = priceOrderKey(b.price);
  return pointsA - pointsB || cashA - cashB || a.plan.sortOrder - b.plan.sortOrder;
}
