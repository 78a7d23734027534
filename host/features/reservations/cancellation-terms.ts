import type { CancellationTerms, CancellationTextOptions, PolicyTerms } from '../../../shared/format/cancellation-terms-text';
import { formatMoney, type MoneyAmount } from '../../../shared/format/format-money';
import { formatInstant } from '../../../shared/format/format-stay-dates';
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

/**
 * Terms that allow cancelling, in the page's words: free until an instant (in the visitor's time zone,
 * named, unless `timeZone` is given) and the charge after it; or a charge from the start; or free. The
 * same sentences as shared/format/cancellation-terms-text, which the booking pages print in English.
 */
export function cancellationTermsText(terms: CancellationTerms, { locale, timeZone }: CancellationTextOptions, t: Messages['t']): string {
  const charge = terms.lateCancellationCharge;
  if (terms.freeCancellationUntil === null) {
    return charge.value === 0 ? t('reservations.policy.free') : t('reservations.policy.neverFree', { charge: formatMoney(charge, locale) });
  }
  return t('reservations.policy.freeUntil', { until: formatInstant(terms.freeCancellationUntil, locale, timeZone), charge: formatMoney(charge, locale) });
}

/** A booked room's policy in words: its terms while it may still be cancelled online, else that it may not. */
export function cancellationPolicyText(policy: PolicyTerms, options: CancellationTextOptions, t: Messages['t']): string {
  return policy.isCancellable ? cancellationTermsText(policy, options, t) : t('reservations.policy.notCancellable');
}
