/**
 * The forms of the payment overlay. `inline`: the booking page's payment section, part of the page
 * (nothing to close, no focus taken on load). `change`: the review page's "Change card", the same form
 * with a Cancel that hands back to the host.
 */
export type PaymentVariant = 'inline' | 'change';

/** The variant a name asks for; a name this overlay does not know reads as `inline` (bridge contract). */
export function paymentVariantOf(name: string | null | undefined): PaymentVariant {
  return name === 'change' ? 'change' : 'inline';
}
