/**
 * Every page and API path the apps and the server share (contract: embedding pages and tests use them).
 * Pages are `as const` entries with `path` and `getHref()`, so links are built one way everywhere.
 */
export const hostPaths = {
  home: { path: '/', getHref: () => '/' },
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
} as const;

/** GraphQL operations are posted to `{graphQlBasePath}/{operationName}`. */
export const graphQlBasePath = '/mi/graphql';
