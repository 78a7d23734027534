/**
 * What the overlay origin offers embedding teams' pages (issue 18, "the bridge as a product"): the
 * plain-script loader, its type declarations, and the origin check the loader makes before it frames
 * an overlay. Shared by the server that answers them and the loader (embed/) that calls them.
 *
 * All three are read cross-origin by any page: they answer `Access-Control-Allow-Origin: *` (never with
 * credentials) and the loader files `Cross-Origin-Resource-Policy: cross-origin`.
 */
export const embedApiPaths = {
  /** The loader, one IIFE script whose name never changes (so it is cached for minutes, not a year). */
  loader: '/embed/portico-embed.js',
  /** The loader's type declarations, one self-contained file generated from its source. */
  declarations: '/embed/portico-embed.d.ts',
  /** GET, with the page's `Origin`: may that page frame the overlays? Answers {@link OriginCheckResponse}. */
  originCheck: '/embed/v1/origin-check',
  /**
   * POST `{ forOrigin }` from the overlay origin's own window (not a frame), signed in there: answers a
   * {@link SignInHandoff} for an overlay framed on that partner page.
   */
  signInHandoff: '/embed/v1/sign-in-handoff',
  /** POST `{ token }` from an overlay framed on the page the token is for: signs that overlay's site in. */
  redeemSignInHandoff: '/embed/v1/sign-in-handoff/redeem',
  /** The overlay origin's own window in which a guest hands their sign-in to a partner page's overlays. */
  signInHandoffWindow: '/signInHandoff.mi',
} as const;

/**
 * The header an overlay's API calls carry when its frame is in another page: that page's top-level
 * origin, from which the server decides how to scope its cookies (mock-api/http/cross-site-framing.ts).
 */
export const TOP_ORIGIN_HEADER = 'x-portico-top-origin';

/** How long a handed-over sign-in may wait to be used, in seconds. */
export const SIGN_IN_HANDOFF_SECONDS = 60;

/** A sign-in handed to one partner page: spent by its first use, void after {@link SIGN_IN_HANDOFF_SECONDS}. */
export type SignInHandoff = { token: string; forOrigin: string; expiresAt: string };

/** Why a handoff was refused, in the auth calls' error shape (`AuthErrorResponse`). */
export const SignInHandoffErrorCode = {
  /** Minting: no member is signed in on the overlay origin's own window. */
  NotSignedIn: 'HANDOFF_NOT_SIGNED_IN',
  /** Minting: asked from inside a frame, where a page around it could have started it. */
  Framed: 'HANDOFF_FRAMED',
  /** Minting: `forOrigin` is not a partner page allowed to frame the overlays, or is the chain's own site. */
  NotAPartner: 'HANDOFF_NOT_A_PARTNER',
  /** Redeeming: no such token (mistyped, or never made). */
  Unknown: 'HANDOFF_UNKNOWN',
  /** Redeeming: the token was already used, by this page or another. */
  Spent: 'HANDOFF_SPENT',
  /** Redeeming: the token's minute is over. */
  Expired: 'HANDOFF_EXPIRED',
  /** Redeeming: the token was made for another page than the one the overlay is framed by. */
  OtherPage: 'HANDOFF_OTHER_PAGE',
} as const;
export type SignInHandoffErrorCode = (typeof SignInHandoffErrorCode)[keyof typeof SignInHandoffErrorCode];

/**
 * Status 200 of the origin check. `isAllowed` says whether `origin` is one of the server's allowed host
 * origins, the same list as the overlays' `frame-ancestors`: when false, the browser would refuse to
 * show an overlay in that page, so the loader fails visibly instead of leaving a blank frame.
 *
 * A request without an `Origin` header, with `Origin: null` (a sandboxed or file: page) or with one
 * that is not an origin answers 400 in the auth calls' error shape (`AuthErrorResponse`) with the code
 * {@link ORIGIN_CHECK_ERROR_CODE}.
 */
export type OriginCheckResponse = {
  origin: string;
  isAllowed: boolean;
  /**
   * The chain's web site (the host origin): where an overlay's paths lead, such as the reservation a
   * lookup found, and so the loader's default navigation allow-list.
   */
  siteOrigin: string;
};

/** The one error code of the origin check: the request named no usable origin. */
export const ORIGIN_CHECK_ERROR_CODE = 'ORIGIN_REQUIRED';
