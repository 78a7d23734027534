import { overlayRegistry, type OverlayPageKey } from './overlay-registry';
import { SAVE_TOKEN_PARAM } from './save-wish-token';

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
  /** The find-reservation form as a host page (spec: `?fromOverlay=true`, the same form as the overlay). */
  lookupReservation: {
    path: '/reservation/lookupReservation.mi',
    getHref: () => '/reservation/lookupReservation.mi?fromOverlay=true',
  },
  /** One reservation's order: its rooms, dates, guests, charges and cancellation policy. */
  upcomingReservation: {
    path: '/reservation/upcomingReservation.mi',
    getHref: (confirmationNumber: string) => `/reservation/upcomingReservation.mi?${new URLSearchParams({ confirmationNumber })}`,
  },
  /** After a cancel: the cancelled rooms with their cancellation numbers, and what is still booked. */
  confirmReservationCancellation: {
    path: '/reservation/confirmReservationCancellation.mi',
    getHref: (confirmationNumber: string) => `/reservation/confirmReservationCancellation.mi?${new URLSearchParams({ confirmationNumber })}`,
  },
  /** Where a reservation page sends a browser whose lookup or session has expired (302, spec 4). */
  expiredSession: { path: '/reservation/expiredSession.mi', getHref: () => '/reservation/expiredSession.mi' },
  /** The reservation flow's error page: a reservation address that names nothing (307, spec 4). */
  reservationError: { path: '/reservation/800Page.mi', getHref: () => '/reservation/800Page.mi' },
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
  hotelReviews: {
    path: '/hotels/:seoNickname/reviews',
    getHref: (seoNickname: string) => `/hotels/${encodeURIComponent(seoNickname)}/reviews`,
  },
  /** The jewellery brand's location page, which its header links open in a new tab. */
  hotelLocation: {
    path: '/hotels/:seoNickname/location',
    getHref: (seoNickname: string) => `/hotels/${encodeURIComponent(seoNickname)}/location`,
  },
  /** A member's saved hotels; query: save, marshaCode, returnTo, and the heart's saveToken. */
  savedProperties: {
    path: '/loyalty/myAccount/saveProperties.mi',
    getHref: (query?: { save: boolean; marshaCode: string; returnTo: string; saveToken?: string | null }) =>
      query
        ? `/loyalty/myAccount/saveProperties.mi?${new URLSearchParams({
            save: String(query.save),
            marshaCode: query.marshaCode,
            returnTo: query.returnTo,
            ...(query.saveToken ? { [SAVE_TOKEN_PARAM]: query.saveToken } : {}),
          })}`
        : '/loyalty/myAccount/saveProperties.mi',
  },
} as const;

type OverlayPage = { readonly path: string; getHref(): string };

/**
 * Pages of the overlay origin, each opening one overlay app framed by the host, by key (`signIn`,
 * `reservationLookup`, …); they come from the overlay registry, the one list of overlays.
 */
export const overlayPaths = Object.fromEntries(
  Object.values(overlayRegistry).flatMap((overlay) => Object.entries(overlay.pages).map(([key, path]) => [key, { path, getHref: () => path }])),
) as { readonly [Key in OverlayPageKey]: OverlayPage };

/** The reservation service's REST calls (spec 7, /phoenix-reservation/v1/…), served on both origins. */
export const reservationApiPaths = {
  /** POST {@link ReservationLookupRequest}; rate-limited per client. */
  submitReservationLookup: '/mi/phoenix-reservation/v1/submitReservationLookup',
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
  /** Inline enrollment ("join now") on the booking page: POST {@link EnrollmentRequest}; creates a member and signs them in. */
  enroll: `${AUTH}/enrollMember`,
} as const;

/** Analytics and logging calls of spec section 7, served on both origins. */
export const telemetryApiPaths = {
  dataLayer: '/aries-common/v1/dataLayer.comp',
  logger: '/mi/account/api/logger',
} as const;

/** GraphQL operations are posted to `{graphQlBasePath}/{operationName}`. */
export const graphQlBasePath = '/mi/graphql';

/** The content service of spec section 7 (hotel logo content), served on both origins. */
export const contentApiPaths = {
  /** POST, query `limit` (1 to 5) and `defaultLocale=true`; body {@link ContentSearchRequest}. */
  search: '/mi/content/v1/search',
} as const;

/** Images are paths on the image cache domain; the API draws them (there are no photo files). */
export const imagePaths = {
  hotelPhotos: '/images/hotels/',
  logos: '/images/logos/',
  /** Room photos, asked for at the spec 3 sizes per breakpoint (`?width=358&height=160` and so on). */
  roomPhotos: '/images/rooms/',
} as const;
