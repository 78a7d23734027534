import type { MoneyAmount } from '../../../../shared/format/format-money';
import { formatMoney } from '../../../../shared/format/format-money';
import type { Messages } from '../../../../shared/i18n/messages';
import { pointsText } from '../reservation-texts';

/** The price difference of a change in words: "$120.00 more than now", "$40.00 less than now", "The same price as now". */
export function cashDifferenceText(difference: MoneyAmount, locale: string, t: Messages['t']): string {
  if (difference.value === 0) return t('reservations.modify.difference.same');
  const amount = formatMoney({ ...difference, value: Math.abs(difference.value) }, locale);
  return difference.value > 0 ? t('reservations.modify.difference.more', { amount }) : t('reservations.modify.difference.less', { amount });
}

/** The points a change takes or gives back, in words; null when it moves none. */
export function pointsDifferenceText(points: number, t: Messages['t']): string | null {
  if (points === 0) return null;
  const amount = pointsText(Math.abs(points), t);
  return points > 0 ? t('reservations.modify.difference.pointsMore', { points: amount }) : t('reservations.modify.difference.pointsBack', { points: amount });
}
