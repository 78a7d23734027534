/**
 * Travel insurance (spec 02 sections 4 and 7, "travel insurance quote"): a policy insuring what the
 * guest pays in cash for the stay (cash subtotal plus taxes and fees), priced as a share of it with a
 * floor. Amounts are minor units of the cart's currency.
 */
export const TRAVEL_INSURANCE_PROVIDER = 'Portico Trip Protection';

/** The premium: 6.5 % of the insured trip cost. */
export const TRAVEL_INSURANCE_RATE_BASIS_POINTS = 650;

/** The smallest premium, per currency in its minor units; a currency not listed uses the USD floor's units. */
export const TRAVEL_INSURANCE_MIN_PREMIUM_MINOR: Readonly<Record<string, number>> = {
  USD: 2_500,
  CAD: 3_500,
  AUD: 3_500,
  EUR: 2_500,
  GBP: 2_000,
  HKD: 20_000,
  MXN: 45_000,
  CNY: 18_000,
  ZAR: 45_000,
  JPY: 3_500,
  KRW: 35_000,
  IDR: 400_000,
  RUB: 230_000,
  ILS: 9_000,
};
export const TRAVEL_INSURANCE_DEFAULT_MIN_PREMIUM_MINOR = 2_500;

/** A quote holds its price this long, like a cart's hold (spec 9's 15-minute timer). */
export const TRAVEL_INSURANCE_QUOTE_MINUTES = 15;

/** The premium for a trip cost: the rate's share rounded half up, never below the currency's floor. */
export function travelInsurancePremium(tripCostMinor: number, currency: string): number {
  if (!Number.isSafeInteger(tripCostMinor) || tripCostMinor <= 0) throw new RangeError('Only a trip with a cash cost can be insured');
  const share = Math.floor((2 * tripCostMinor * TRAVEL_INSURANCE_RATE_BASIS_POINTS + 10_000) / 20_000);
  return Math.max(share, TRAVEL_INSURANCE_MIN_PREMIUM_MINOR[currency] ?? TRAVEL_INSURANCE_DEFAULT_MIN_PREMIUM_MINOR);
}
