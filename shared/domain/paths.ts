/**
 * Every page and API path the apps and the server share (contract: embedding pages and tests use them).
 * Pages are `as const` entries with `path` and `getHref()`, so links are built one way everywhere.
 */
export const hostPaths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in.mi', getHref: () => '/sign-in.mi' },
  signInError: { path: '/sign-in-error.mi', getHref: () => '/sign-in-error.mi' },
  sessionTimedOut: { path: '/sessionTimedOut.mi', getHref: () => '/sessionTimedOut.mi' },
  logout: { path: '/logout.mi', getHref: () => '/logout.mi' },
  /** Where a member with two-step verification goes after the password step (the server's next state). */
  verifyIdentity: { path: '/loyalty/verifyIdentity.mi', getHref: () => '/loyalty/verifyIdentity.mi' },
  myTrips: { path: '/loyalty/findReservationList.mi', getHref: () => '/loyalty/findReservationList.mi' },
  joinNow: { path: '/loyalty/createAccount/createAccountPage1.mi', getHref: () => '/loyalty/createAccount/createAccountPage1.mi' },
  activateOnlineAccount: {
    path: '/loyalty/createAccount/activateOnlineAccount.mi',
    getHref: () => '/loyalty/createAccount/activateOnlineAccount.mi',
  },
  forgotPassword: { path: '/emailPassword.mi', getHref: () => '/emailPassword.mi' },
  hotelOverview: {
    path: '/hotels/:seoNickname/overview',
    getHref: (seoNickname: string) => `/hotels/${encodeURIComponent(seoNickname)}/overview`,
  },
} as const;

/** Pages of the overlay origin; each is one overlay app, framed by the host. */
export const overlayPaths = {
  signIn: { path: '/signInOverlay.mi', getHref: () => '/signInOverlay.mi' },
  reservationSignIn: { path: '/reservation/signInOverlay.mi', getHref: () => '/reservation/signInOverlay.mi' },
  reservationSignInOnly: {
    path: '/reservation/signInOverlay-signInOnly.mi',
    getHref: () => '/reservation/signInOverlay-signInOnly.mi',
  },
} as const;

const AUTH = '/mi/phoenix-account-auth/v1';

/** REST calls of the spec's auth service, served on both origins. */
export const authApiPaths = {
  publicKey: `${AUTH}/encryptionKey/credential`,
  loginWithCredentials: `${AUTH}/loginWithCredentials`,
  userDetails: `${AUTH}/userDetails`,
  signOut: `${AUTH}/signOut`,
  /** The sign-in form's initial set-up call: remembered-user state and the client id's sweepstakes. */
  signInSetup: `${AUTH}/signInSetup`,
  clearRememberedUser: `${AUTH}/clearRememberedUser`,
} as const;

/** Analytics and logging calls of spec section 7, served on both origins. */
export const telemetryApiPaths = {
  dataLayer: '/aries-common/v1/dataLayer.comp',
  logger: '/mi/account/api/logger',
} as const;

/** GraphQL operations are posted to `{graphQlBasePath}/{operationName}`. */
export const graphQlBasePath = '/mi/graphql';
