import type { MoneyAmount } from '../../../../shared/format/format-money';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';

/** The price difference of a change in words: "$120.00 more than now", "$40.00 less than now", "The same price as now". */
export function cashDifferenceText(difference: MoneyAmount, locale: string): string {
  if (difference.value === 0) return 'The same price as now';
  const amount = formatMoney({ ...difference, value: Math.abs(difference.value) }, locale);
  return `${amount} ${difference.value > 0 ? 'more' : 'less'} than now`;
}

/** The points a change takes or gives back, in words; null when it moves none. */
export function pointsDifferenceText(points: number, locale: string): string | null {
  if (points === 0) return null;
  const amount = formatPoints(Math.abs(points), locale);
  return points > 0 ? `${amount} more` : `${amount} back to you`;
}
