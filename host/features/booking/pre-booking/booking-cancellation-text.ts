import type { CancellationTextOptions } from '../../../../shared/format/cancellation-terms-text';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatInstant } from '../../../../shared/time/format-instant';
import type { Messages } from '../../../../shared/i18n/messages';
import type { Cart } from './use-cart';

/**
 * A rate's cancellation policy in words before it is booked: a non-refundable rate says what
 * cancelling costs; a refundable one says until when it is free (printed in the hotel's time, with
 * the zone's name) and what it costs after. A booked room's policy is worded
 * by shared/format's cancellationTermsText, which knows no refundable flag.
 */
export function bookingCancellationText(policy: Cart['cancellationPolicy'], { locale, timeZone }: CancellationTextOptions, t: Messages['t']): string {
  const charge = policy.lateCancellationCharge;
  if (!policy.isRefundable) {
    return charge.value === 0 ? t('preBooking.cancellation.nonRefundable') : t('preBooking.cancellation.nonRefundableCharge', { charge: formatMoney(charge, locale) });
  }
  if (policy.freeCancellationUntil === null) {
    return charge.value === 0 ? t('preBooking.cancellation.free') : t('preBooking.cancellation.neverFree', { charge: formatMoney(charge, locale) });
  }
  return t('preBooking.cancellation.freeUntil', { date: formatInstant(policy.freeCancellationUntil, locale, timeZone), charge: formatMoney(charge, locale) });
}
