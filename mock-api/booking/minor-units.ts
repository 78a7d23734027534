import { currencyDecimals } from '../../shared/domain/money';

/**
 * Integer arithmetic on amounts in minor units. Prices never pass through floating point: a share of
 * an amount is `amount * basisPoints / 10000`, rounded half up once, at the end.
 */

/** `numerator / denominator` rounded half up, for a non-negative numerator and a positive denominator. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in whole minor units`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `basisPoints` (1/100 of a percent) of `amount`, rounded half up: shareOf(45900, 9100) is 41769. */
export function shareOf(amount: number, basisPoints: number): number {
  return divideRoundingHalfUp(amount * basisPoints, 10_000);
}

/**
 * The step hotels quote prices in: a whole unit of a currency with decimals ($1, €1, 1 dirham), and
 * 100 of one without (¥100, ₩100), so a discounted rate reads 418, not 417.69.
 */
export function priceStepOf(currency: string): number {
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? 100 : 10 ** decimals;
}

/** `amount` to the nearest `step`, half up; never below one step, as no night is free. */
export function roundToStep(amount: number, step: number): number {
  return Math.max(step, divideRoundingHalfUp(amount, step) * step);
}
