import type { MoneyAmount } from '../../../../shared/format/format-money';
import type { Cart } from '../pre-booking/use-cart';

/**
 * What is left to pay at the hotel for the stay once the card is charged at booking: the stay's cash
 * with taxes less what the payment step charges now, never below zero (what is charged now may also
 * cover points bought, which the stay's cash does not hold). Null for a stay paid in points alone, or
 * when the two are not in one currency.
 */
export function amountDueAtHotel(price: Cart['price'], dueNow: MoneyAmount): MoneyAmount | null {
  const stayCash = price.cash?.total;
  if (!stayCash || stayCash.currency !== dueNow.currency) return null;
  return { ...stayCash, value: Math.max(0, stayCash.value - dueNow.value) };
}
