/**
 * The Storage Access API's path to a sign-in on a partner page, shared by the server that answers it and
 * the overlay that calls it. A module apart from embed-api.ts, which the sign-in form's first load
 * carries: only the code that calls this route (a chunk of its own) carries these.
 */

/**
 * POST from an overlay framed on a partner page that the browser granted storage access: the first-party
 * sign-in's pass, which only then reaches the frame, signs that overlay's site in.
 */
export const STORAGE_ACCESS_SIGN_IN_PATH = '/embed/v1/storage-access/sign-in';

/** Why a sign-in through storage access was refused, in the auth calls' error shape. */
export const StorageAccessSignInErrorCode = {
  /** Not asked by an overlay framed on an allowed partner page of another site. */
  NotAPartnerPage: 'EMBED_PASS_NOT_A_PARTNER_PAGE',
  /** No pass reached the frame: no first-party sign-in in this browser, or no storage access granted. */
  Missing: 'EMBED_PASS_MISSING',
  /** The first-party sign-in the pass was made with has ended (signed out, or ran out of time). */
  Ended: 'EMBED_PASS_ENDED',
} as const;
export type StorageAccessSignInErrorCode = (typeof StorageAccessSignInErrorCode)[keyof typeof StorageAccessSignInErrorCode];
