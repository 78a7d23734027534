import { formatMoney } from '../../../../shared/format/format-money';
import type { Messages } from '../../../../shared/i18n/messages';
import { pointsText } from '../booking-texts';
import type { Cart } from './use-cart';

/**
 * A cart's total in one line, as the sticky bar shows it: the cash total, the points total, or both for
 * a cash-and-points rate ("60,000 points + $100.00"); null for a price with neither.
 */
export function priceTotalText(price: Cart['price'], locale: string, t: Messages['t']): string | null {
  const parts: string[] = [];
  if (price.points) parts.push(pointsText(price.points.total, t));
  if (price.cash) parts.push(formatMoney(price.cash.total, locale));
  return parts.length > 0 ? parts.join(' + ') : null;
}
