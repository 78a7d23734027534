/**
 * Amounts as the reservation calls carry them (spec 02 section 3, pricing): an integer in the
 * currency's minor units with the number of decimals that currency has, so 45900 USD is 459.00 and
 * 38000 JPY is ¥38,000. The server builds them; the pages format them.
 */
export type Money = { value: number; valueDecimalPoint: number; currency: string };

const decimalsByCurrency = new Map<string, number>();

/** How many decimals `currency` (ISO 4217) has: 2 for USD and GBP, 0 for JPY and KRW. */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency);
  if (decimals === undefined) {
    // Intl knows every ISO 4217 currency's minor unit; building a formatter is slow, so each is asked once.
    decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    decimalsByCurrency.set(currency, decimals);
  }
  return decimals;
}

export function moneyOf(minorUnits: number, currency: string): Money {
  return { value: minorUnits, valueDecimalPoint: currencyDecimals(currency), currency };
}
