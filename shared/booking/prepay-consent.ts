/**
 * Spec 3 pre-pay consent: what a guest accepts before booking a prepaid, non-refundable rate, whose full
 * price is charged at booking. The words are ours; the spec names the consent only.
 */
export const PREPAY_CONSENT_TEXT =
  'I understand that the full price of this stay is charged to my card when I book, and that this booking cannot be changed, cancelled or refunded.';
