import { cancellationTermsText, type CancellationTextOptions } from '../../../../shared/format/cancellation-terms-text';
import { formatMoney } from '../../../../shared/format/format-money';
import type { Messages } from '../../../../shared/i18n/messages';
import type { Cart } from './use-cart';

/**
 * A rate's cancellation policy in words before it is booked: a non-refundable rate says what
 * cancelling costs; a refundable one is worded as a booked room's terms are (cancellationTermsText),
 * so a policy reads the same from the rate details to the reservation page.
 */
export function bookingCancellationText(policy: Cart['cancellationPolicy'], options: CancellationTextOptions, t: Messages['t']): string {
  const charge = policy.lateCancellationCharge;
  if (!policy.isRefundable) {
    return charge.value === 0 ? t('cancellationPolicy.nonRefundable') : t('cancellationPolicy.nonRefundableCharge', { charge: formatMoney(charge, options.locale) });
  }
  return cancellationTermsText(policy, options, t);
}
