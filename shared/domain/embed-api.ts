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
} as const;

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
