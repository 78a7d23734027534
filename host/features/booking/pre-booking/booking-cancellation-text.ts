import { cancellationTermsText, type CancellationTextOptions } from '../../../../shared/format/cancellation-terms-text';
import { formatMoney } from '../../../../shared/format/format-money';
import type { Cart } from './use-cart';

/**
 * A rate's cancellation policy in words before it is booked: a non-refundable rate says what
 * cancelling costs; a refundable one says until when it is free and what it costs after, in the same
 * words as a booked room's policy.
 */
export function bookingCancellationText(policy: Cart['cancellationPolicy'], options: CancellationTextOptions): string {
  if (policy.isRefundable) return cancellationTermsText(policy, options);
  const charge = policy.lateCancellationCharge;
  return charge.value === 0
    ? 'This rate is non-refundable.'
    : `This rate is non-refundable: cancelling costs ${formatMoney(charge, options.locale)}.`;
}
