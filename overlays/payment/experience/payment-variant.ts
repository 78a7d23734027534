/**
 * The forms of the payment overlay. `inline`: the booking page's payment section, part of the page
 * (nothing to close, no focus taken on load). `change`: the review page's "Change card", the same form
 * with a Cancel that hands back to the host. `checkout`: for a page that sells the room itself and has no
 * review page of the chain's, the form and then the booking's acknowledgements and Book now.
 */
export type PaymentVariant = 'inline' | 'change' | 'checkout';

/** The variant a name asks for; a name this overlay does not know reads as `inline` (bridge contract). */
export function paymentVariantOf(name: string | null | undefined): PaymentVariant {
  return name === 'change' || name === 'checkout' ? name : 'inline';
}
