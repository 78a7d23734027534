import { embedApiPaths } from './embed-api';

/**
 * Every overlay, listed once: its name, the folder its app is built from, the gzip budget of its first
 * load, and the pages of the overlay origin that open it. The build (apps.ts), the server (which pages
 * serve which app) and the paths (`overlayPaths`) all read this list, so an overlay is added here only.
 */
export const overlayRegistry = {
  'sign-in': {
    entry: 'overlays/sign-in',
    // Above the others' 90: speaking nine languages (the catalogue's runtime and the loaders of its two
    // areas in each locale) takes 1.3 kB its strings did not give back, and keeping the typed login
    // through a reload of the frame, with the host calls' settled failures, another 0.5.
    budgetKb: 93,
    pages: {
      /** Generic embed. */
      signIn: '/signInOverlay.mi',
      /** The reservation flow, with continue-as-guest. */
      reservationSignIn: '/reservation/signInOverlay.mi',
      reservationSignInOnly: '/reservation/signInOverlay-signInOnly.mi',
      /** The rate list's sign-in for member rates and redemption (spec: enhanced room search overlays). */
      memberRateSignIn: '/reservation/ersSignInOverlayRedemptionAndMemberRate.mi',
      /** Portico's own window, opened by a sign-in on a partner's page, whose sign-in it hands back (mock-api/auth/handoff). */
      signInHandoffWindow: embedApiPaths.signInHandoffWindow,
    },
  },
  'reservation-lookup': {
    entry: 'overlays/reservation-lookup',
    budgetKb: 90,
    pages: {
      /** The find-reservation overlay (the host adds `?overlay=true`). */
      reservationLookup: '/resLookupOverlay.mi',
    },
  },
  'guest-info': {
    entry: 'overlays/guest-info',
    budgetKb: 90,
    pages: {
      /** The booking page's guest-information form (the host adds `?cartId=…`). */
      guestInfo: '/reservation/guestInfoOverlay.mi',
    },
  },
  payment: {
    entry: 'overlays/payment',
    budgetKb: 90,
    pages: {
      /** The booking page's and the review's payment form (the host adds `?cartId=…`). */
      payment: '/reservation/paymentOverlay.mi',
    },
  },
} as const;

export type OverlayName = keyof typeof overlayRegistry;

type Registry = typeof overlayRegistry;
/** Every overlay page by its key, across overlays (keys are unique across overlays: overlay-registry.test.ts checks it). */
export type OverlayPageKey = { [Name in OverlayName]: keyof Registry[Name]['pages'] }[OverlayName];

export const overlayNames = Object.keys(overlayRegistry) as OverlayName[];
