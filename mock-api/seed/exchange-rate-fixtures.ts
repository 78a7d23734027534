import type { DisplayCurrency } from '../../shared/domain/exchange-rates';

/**
 * The demo database's first exchange rates (migration 0020): units of each display currency one US
 * dollar bought on the day below, rounded as a treasury desk would quote them. The rates team edits
 * the table from then on; the seed never overwrites a rate.
 */
export const EXCHANGE_RATES_AS_OF = '2026-11-02';

export const EXCHANGE_RATE_FIXTURES: Record<DisplayCurrency, number> = {
  USD: 1,
  EUR: 0.9215,
  GBP: 0.7842,
  CNY: 7.1863,
  JPY: 151.37,
  KRW: 1378.45,
  THB: 35.62,
  AED: 3.6725,
  TWD: 32.18,
  HKD: 7.7812,
  SGD: 1.3456,
  AUD: 1.5283,
  CAD: 1.3874,
};
