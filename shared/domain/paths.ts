import { overlayRegistry, type OverlayPageKey } from './overlay-registry';

/**
 * Every page and API path the apps and the server share (contract: embedding pages and tests use them).
 * Pages are `as const` entries with `path` and `getHref()`, so links are built one way everywhere. The
 * host's pages are written in `host-paths.ts` and re-exported here.
 */
export { hostPaths } from './host-paths';

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
  /** The sign-in that also adds a booking made without an account to the member's trips (form field `tripDetails.tripId`). */
  loginWithCredentialsAndLink: `${AUTH}/loginWithCredentialsAndLink`,
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
  /** GET, query `locale`: the footer and language selector content ({@link SiteFurniture} in site-furniture.ts). */
  furniture: '/mi/content/v1/furniture',
  /** GET: the currency selector's rates ({@link ExchangeRates} in exchange-rates.ts). */
  exchangeRates: '/mi/content/v1/exchange-rates',
} as const;

/** The flag service (spec 02 section 6): GET, every flag by name ({@link FeatureFlagsResponse} in feature-flags.ts). */
export const flagApiPaths = { flags: '/mi/flags/v1' } as const;

/** Images are paths on the image cache domain; the API draws them (there are no photo files). */
export const imagePaths = {
  hotelPhotos: '/images/hotels/',
  logos: '/images/logos/',
  /** Room photos, asked for at the spec 3 sizes per breakpoint (`?width=358&height=160` and so on). */
  roomPhotos: '/images/rooms/',
} as const;
