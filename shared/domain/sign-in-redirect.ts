import { sameSitePath } from '../validation/safe-return-url';
import { DIGITS_ONLY_PATTERN } from '../validation/text-patterns';
import { hostPaths } from './host-paths';

export type SignInRedirectSources = {
  /** A reservation the sign-in should show afterwards (random data `tripDetails.tripId`). */
  tripId?: string | null;
  /** A target the embedding page set on purpose, e.g. the booking step that asked for sign-in. */
  explicitRedirect?: string | null;
  /** The page's query string. */
  query: URLSearchParams;
  /** Where the user is now: path and query. */
  currentPath: string;
  /** This site's origins, whose absolute URLs are accepted and reduced to paths. */
  allowedOrigins?: readonly string[];
};

/** Pages after which returning makes no sense (spec 2.1): the home page is used instead. */
const NO_RETURN_PATHS: readonly string[] = [
  hostPaths.logout.path,
  hostPaths.sessionTimedOut.path,
  hostPaths.signIn.path,
  hostPaths.signInError.path,
];

export const TRIP_ID_MAX_LENGTH = 11;

/** A trip id as a sign-in takes it: a booking's confirmation number, digits only; anything else is no trip. */
export function tripIdOf(value: string | null | undefined): string | null {
  const tripId = value?.trim();
  return tripId && DIGITS_ONLY_PATTERN.test(tripId) && tripId.length <= TRIP_ID_MAX_LENGTH ? tripId : null;
}

/**
 * Where to go after signing in (spec section 4, item 9): the trip-detail list when a trip is linked,
 * then an explicit redirect, then `redirect_uri` or `returnTo` from the query, then the current page.
 * Every candidate must stay on this site; one that does not is skipped, never followed.
 */
export function signInRedirectTarget({ tripId, explicitRedirect, query, currentPath, allowedOrigins = [] }: SignInRedirectSources): string {
  const trip = tripIdOf(tripId);
  if (trip) return hostPaths.myTrips.getHref(trip);
  const candidates = [explicitRedirect, query.get('redirect_uri'), query.get('returnTo')];
  for (const candidate of candidates) {
    const path = sameSitePath(candidate, allowedOrigins);
    if (path) return path;
  }
  const current = sameSitePath(currentPath);
  if (!current || NO_RETURN_PATHS.includes(current.split(/[?#]/)[0] ?? '')) return hostPaths.home.path;
  return current;
}
