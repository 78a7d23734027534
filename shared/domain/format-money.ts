import { numberFormatOf } from './intl-formatters';
import { intlLocaleOf } from './locales';

/**
 * An amount as the schema's `Money` carries it (spec 02 section 3, pricing): `value` in minor units,
 * `valueDecimalPoint` of its digits after the decimal point, and the ISO 4217 `currency`.
 * 45900 with valueDecimalPoint 2 in USD is 459.00 dollars; 12000 with 0 in JPY is 12,000 yen.
 */
export type MoneyAmount = { value: number; valueDecimalPoint: number; currency: string };

/** Intl takes at most 100 fraction digits; no currency has more than 4, so 20 is already generous. */
const MAX_DECIMAL_POINT = 20;

/**
 * Money as the pages and the server's texts print it, through Intl in a locale: "$459.00", "¥12,000",
 * "459,00 €". The currency's own rules decide the decimals shown (none for JPY and KRW, spec 9), and
 * the locale the order of sign and amount, except that Arabic pages put the amount after the currency
 * (issue 22) where Intl would put it first. Digits are always Western ones. It lives here,
 * below shared/format, so that the API's texts (acknowledgements, the confirmation e-mail) print money
 * exactly as the pages do; shared/format/format-money.ts is the pages' name for it.
 *
 * Contract: the amounts of the reservation screens (rates, taxes, totals, cancellation charges) are
 * never negative; a refund would be its own entry, not a negative charge. A negative, fractional or
 * unsafe `value`, or a `valueDecimalPoint` outside 0 to 20, is a broken answer and throws a RangeError
 * rather than showing a wrong price.
 */
export function formatMoney(money: MoneyAmount, locale: string): string {
  const { value, valueDecimalPoint, currency } = money;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Money value must be a non-negative whole number of minor units; got ${value}`);
  }
  if (!Number.isInteger(valueDecimalPoint) || valueDecimalPoint < 0 || valueDecimalPoint > MAX_DECIMAL_POINT) {
    throw new RangeError(`Money valueDecimalPoint must be a whole number from 0 to ${MAX_DECIMAL_POINT}; got ${valueDecimalPoint}`);
  }
  const format = numberFormatOf(intlLocaleOf(locale), { style: 'currency', currency });
  const amount = value / 10 ** valueDecimalPoint;
  return isArabic(locale) ? currencyThenAmount(format.formatToParts(amount)) : format.format(amount);
}

const isArabic = (locale: string) => /^ar(?:[-_]|$)/i.test(locale);


/** "US$ 459.00": the currency, a no-break space, then the amount, without Intl's direction marks. */
function currencyThenAmount(parts: Intl.NumberFormatPart[]): string {
  const symbol = parts.filter((part) => part.type === 'currency').map((part) => part.value).join('');
  const amount = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `${symbol}\u00a0${amount}`;
}
