/** Spec 9: a was-price is struck through only when the saving is at least 3.3 percent. */
export const WAS_PRICE_MIN_SAVING_BASIS_POINTS = 330;

/**
 * Whether `now` saves enough on `was` (both in the same minor units) to show `was` struck through.
 * Integer arithmetic, so 3.3 % is exact: saving * 10000 >= was * 330. The products are BigInts because
 * for amounts above about 2.7e12 they pass 2^53, where doubles round and the edge moves.
 */
export function showsWasPrice(was: number, now: number): boolean {
  if (!Number.isSafeInteger(was) || !Number.isSafeInteger(now) || was <= 0 || now < 0) return false;
  return (BigInt(was) - BigInt(now)) * 10_000n >= BigInt(was) * BigInt(WAS_PRICE_MIN_SAVING_BASIS_POINTS);
}
