/**
 * Loyalty points as the booking pages print them (spec 3: totalPoint, points per night), grouped the
 * page locale's way: "120,000 points", "1 point", "120.000 points" in de-DE.
 *
 * Contract, as for money: a points amount is a whole number, never negative; anything else is a broken
 * answer and throws a RangeError rather than showing a wrong price.
 */
export function formatPoints(points: number, locale: string): string {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`Points must be a non-negative whole number; got ${points}`);
  return `${new Intl.NumberFormat(locale).format(points)} ${points === 1 ? 'point' : 'points'}`;
}
