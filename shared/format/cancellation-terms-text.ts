import type { Messages } from '../i18n/messages';
import { formatMoney, type MoneyAmount } from './format-money';
import { formatInstant } from '../time/format-instant';

/** When cancelling is free, and what it costs after: what a booked room's policy and a rate's share. */
export type CancellationTerms = {
  /** ISO date-time; null when cancelling is never free. */
  freeCancellationUntil: string | null;
  lateCancellationCharge: MoneyAmount;
};

/** The page's locale and the hotel's IANA zone, in which a deadline is written. */
export type CancellationTextOptions = { locale: string; timeZone: string };

/**
 * Terms that allow cancelling, in the page's words: free until an instant (printed in the hotel's
 * time, with the zone's name) and the charge after it; or a charge from the
 * start; or free of charge. Every page words a policy with these words (the common catalogue's
 * cancellationPolicy.*): rate details, guest info, review, confirmation and the reservation pages.
 */
export function cancellationTermsText(terms: CancellationTerms, { locale, timeZone }: CancellationTextOptions, t: Messages['t']): string {
  const charge = terms.lateCancellationCharge;
  if (terms.freeCancellationUntil === null) {
    return charge.value === 0 ? t('cancellationPolicy.free') : t('cancellationPolicy.neverFree', { charge: formatMoney(charge, locale) });
  }
  return t('cancellationPolicy.freeUntil', { until: formatInstant(terms.freeCancellationUntil, locale, timeZone), charge: formatMoney(charge, locale) });
}

/** A booked room's cancellation policy as the schema gives it (`CancellationPolicy`). */
export type PolicyTerms = CancellationTerms & { isCancellable: boolean };

/**
 * A booked room's policy in words, as the room cards, the stay details, the cancel modal and the
 * confirmation print it: the terms while the room may still be cancelled online, else that it may not.
 */
export function cancellationPolicyText(policy: PolicyTerms, options: CancellationTextOptions, t: Messages['t']): string {
  return policy.isCancellable ? cancellationTermsText(policy, options, t) : t('cancellationPolicy.notCancellable');
}
