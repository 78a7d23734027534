/**
 * The forms of the sign-in experience (spec 2.2), named once for the host that asks for one over the
 * bridge and the sign-in overlay that draws it.
 */
export const signInVariants = [
  /** Generic embed on `/signInOverlay.mi`: errors send the whole page to the sign-in error page. */
  'overlay',
  /** Reservation flow on `/reservation/signInOverlay.mi`: adds continue-as-guest; errors as `overlay`. */
  'reservation',
  /** `/reservation/signInOverlay-signInOnly.mi`: the reservation flow without promotion or guest path. */
  'signInOnly',
  /** The header's sign-in dialog: errors in a banner above the form. */
  'accountModal',
  /** The remembered member's fly-out under the header greeting: compact, errors in a banner. */
  'flyout',
  /** `/sign-in.mi` and `/sign-in-error.mi`: a page of its own. */
  'standalone',
  /** `/sessionTimedOut.mi`: says why the member must sign in again. */
  'sessionTimedOut',
  /** Account activation flows: no remember-me, copyright line, success banner after sign-in. */
  'enrollment',
] as const;

export type SignInVariant = (typeof signInVariants)[number];

export function parseSignInVariant(value: string | null | undefined, fallback: SignInVariant): SignInVariant {
  return signInVariants.find((variant) => variant === value) ?? fallback;
}

/** Variants whose refusals leave the frame for the sign-in error page (spec section 8, overlay errors). */
export function sendsErrorsToErrorPage(variant: SignInVariant): boolean {
  return variant === 'overlay' || variant === 'reservation' || variant === 'signInOnly';
}

export function isReservationVariant(variant: SignInVariant): boolean {
  return variant === 'reservation' || variant === 'signInOnly';
}

/** Query parameters of the sign-in error page (spec 2.1), built and read in one place. */
export const signInErrorQuery = {
  returnTo: 'returnTo',
  errorMessageType: 'errorMessageType',
  inValidCredentials: 'inValidCredentials',
  clientId: 'clientId',
} as const;

const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A client id as the server accepts it, or null. */
export function parseClientId(value: string | null | undefined): string | null {
  return value && CLIENT_ID_PATTERN.test(value) ? value : null;
}
