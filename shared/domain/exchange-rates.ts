import type { MoneyAmount } from './format-money';
import { currencyDecimals } from './money';

/** The currencies a guest may see prices in (spec 02 section 2, currency selector): the hotels' own and the locales'. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'JPY', 'KRW', 'THB', 'AED', 'TWD', 'HKD', 'SGD', 'AUD', 'CAD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const isDisplayCurrency = (value: string): value is DisplayCurrency => (DISPLAY_CURRENCIES as readonly string[]).includes(value);

/** The content service's answer: units of each currency one US dollar buys, as of `asOf` (YYYY-MM-DD). */
export type ExchangeRates = { asOf: string; perUsd: Partial<Record<string, number>> };

/**
 * `money` in `to`, in `to`'s minor units, rounded to the nearest; null when either currency has no
 * rate. Only for showing a guest what a price is near in their currency: what they pay is `money`.
 */
export function convertMoney(money: MoneyAmount, to: string, rates: ExchangeRates): MoneyAmount | null {
  if (money.currency === to) return money;
  const fromRate = rates.perUsd[money.currency];
  const toRate = rates.perUsd[to];
  if (!fromRate || !toRate) return null;
  const digits = currencyDecimals(to);
  const major = (money.value / 10 ** money.valueDecimalPoint / fromRate) * toRate;
  return { value: Math.round(major * 10 ** digits), valueDecimalPoint: digits, currency: to };
}
