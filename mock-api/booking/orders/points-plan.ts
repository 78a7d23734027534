import { canBuyPoints, POINTS_BLOCK_SIZE, POINTS_PURCHASE_CURRENCY, pointsBlocksFor, pointsPurchaseCostMinor } from '../../../shared/booking/buy-points';

/**
 * How a booking pays its points (spec 3 redemption panel): none to pay; the balance covers them; the
 * member buys the whole blocks that cover the shortfall (they agreed, and the purchase limit allows it),
 * at a cost in USD minor units; or they are short, which create order refuses (INSUFFICIENT_POINTS).
 */
export type PointsPlan =
  | { kind: 'none' }
  | { kind: 'covered'; deducted: number }
  | { kind: 'buy'; deducted: number; shortfall: number; bought: number; cost: number; currency: string }
  | { kind: 'short'; deducted: number; shortfall: number };

export function pointsPlanFor(deducted: number, balance: number, isBuyPointConsent: boolean): PointsPlan {
  if (deducted <= 0) return { kind: 'none' };
  const shortfall = deducted - balance;
  if (shortfall <= 0) return { kind: 'covered', deducted };
  if (!isBuyPointConsent || !canBuyPoints(shortfall)) return { kind: 'short', deducted, shortfall };
  return {
    kind: 'buy',
    deducted,
    shortfall,
    bought: pointsBlocksFor(shortfall) * POINTS_BLOCK_SIZE,
    cost: pointsPurchaseCostMinor(shortfall),
    currency: POINTS_PURCHASE_CURRENCY,
  };
}
