/**
 * Buying the points a redemption lacks (spec 02 section 3, redemption panel: "buy points"). Points are
 * sold in whole blocks, at one price in US dollars whatever the hotel's currency, up to a yearly limit;
 * the numbers are ours, the spec names none.
 */
export const POINTS_BLOCK_SIZE = 1_000;
/** USD 12.50 a block, in cents. */
export const POINTS_BLOCK_PRICE_USD_MINOR = 1_250;
export const POINTS_PURCHASE_CURRENCY = 'USD';
/** The most points one member may buy in a year. */
export const MAX_PURCHASABLE_POINTS = 50_000;

/** The blocks that cover `shortfall` points (a part block is a whole one). */
export function pointsBlocksFor(shortfall: number): number {
  return shortfall <= 0 ? 0 : Math.ceil(shortfall / POINTS_BLOCK_SIZE);
}

/** What buying `shortfall` points costs, USD minor units. */
export function pointsPurchaseCostMinor(shortfall: number): number {
  return pointsBlocksFor(shortfall) * POINTS_BLOCK_PRICE_USD_MINOR;
}

/** Whether the lacking points may be bought with the booking: the blocks bought stay within the limit. */
export function canBuyPoints(shortfall: number): boolean {
  return shortfall > 0 && pointsBlocksFor(shortfall) * POINTS_BLOCK_SIZE <= MAX_PURCHASABLE_POINTS;
}
