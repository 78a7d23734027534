import type { PolicyTerms } from '../../../shared/format/cancellation-terms-text';
import { formatMoney, type MoneyAmount } from '../../../shared/format/format-money';
import type { Messages } from '../../../shared/i18n/messages';

const zeroOf = (money: MoneyAmount): MoneyAmount => ({ ...money, value: 0 });

/** What cancelling this room at `now` costs: nothing within the free period, else the late charge. */
export function chargeIfCancelledAt(policy: PolicyTerms, now: Date): MoneyAmount {
  const { freeCancellationUntil, lateCancellationCharge } = policy;
  const isFree = freeCancellationUntil !== null && now.getTime() < new Date(freeCancellationUntil).getTime();
  return isFree ? zeroOf(lateCancellationCharge) : lateCancellationCharge;
}

/**
 * Adds amounts of one currency, at the finest decimal point among them (2500 at 2 plus 3 at 0 is 2800
 * at 2). Amounts of one order share the hotel's currency; two currencies cannot be added and throw.
 */
export function sumMoney(amounts: readonly MoneyAmount[]): MoneyAmount | null {
  const [first] = amounts;
  if (!first) return null;
  const decimals = Math.max(...amounts.map((amount) => amount.valueDecimalPoint));
  let value = 0;
  for (const amount of amounts) {
    if (amount.currency !== first.currency) throw new RangeError(`Cannot add ${amount.currency} to ${first.currency}`);
    value += amount.value * 10 ** (decimals - amount.valueDecimalPoint);
  }
  return { value, valueDecimalPoint: decimals, currency: first.currency };
}

/** The cancel modal's line about the charge that applies now, for the rooms chosen. */
export function chargeNowText(charge: MoneyAmount, locale: string, t: Messages['t']): string {
  return charge.value === 0 ? t('reservations.cancel.chargeNowFree') : t('reservations.cancel.chargeNow', { charge: formatMoney(charge, locale) });
}
