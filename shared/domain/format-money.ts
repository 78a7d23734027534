/**
 * An amount as the schema's `Money` carries it (spec 02 section 3, pricing): `value` in minor units,
 * `valueDecimalPoint` of its digits after the decimal point, and the ISO 4217 `currency`.
 * 45900 with valueDecimalPoint 2 in USD is 459.00 dollars; 12000 with 0 in JPY is 12,000 yen.
 */
export type MoneyAmount = { value: number; valueDecimalPoint: number; currency: string };

/** Intl takes at most 100 fraction digits; no currency has more than 4, so 20 is already generous. */
const MAX_DECIMAL_POINT = 20;

/**
 * Money as the pages print it (and as the server words it in a sentence, e.g. a payment method's
 * description), through Intl in the page's locale: "$459.00", "¥12,000", "459,00 €".
 * The currency's own rules decide the decimals shown (none for JPY and KRW, spec 9), and the locale the
 * order of sign and amount (the Arabic locale puts the amount first).
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
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value / 10 ** valueDecimalPoint);
}
