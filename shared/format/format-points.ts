/**
 * A number of loyalty points as the booking pages print it, grouped the locale's way: "12,000 points",
 * "1 point". Points are whole; a fraction or a negative number is a broken answer and throws.
 */
export function formatPoints(points: number, locale: string): string {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`Points must be a non-negative whole number; got ${points}`);
  const amount = new Intl.NumberFormat(locale).format(points);
  return new Intl.PluralRules(locale).select(points) === 'one' ? `${amount} point` : `${amount} points`;
}
