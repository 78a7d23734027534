import { numberFormatOf } from './intl-formatters';

/**
 * Amounts as the reservation calls carry them (spec 02 section 3, pricing): an integer in the
 * currency's minor units with the number of decimals that currency has, so 45900 USD is 459.00 and
 * 38000 JPY is ¥38,000. The server builds them; the pages format them.
 */
export type Money = { value: number; valueDecimalPoint: number; currency: string };

/** How many decimals `currency` (ISO 4217) has: 2 for USD and GBP, 0 for JPY and KRW, as Intl knows them. */
export function currencyDecimals(currency: string): number {
  return numberFormatOf('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function moneyOf(minorUnits: number, currency: string): Money {
  return { value: minorUnits, valueDecimalPoint: currencyDecimals(currency), currency };
}
