import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserDetailsResponse } from '../../shared/domain/auth-responses';
import { hostPaths } from '../../shared/domain/paths';

/**
 * How stale a signed-in member's user details may get before moving to another page, or coming back
 * to the tab, reads them again. Pages of this site change without a request to the server, so without
 * this read a member browsing for half an hour would be timed out while active, and never told.
 */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** Pages that already ask the member to sign in: a time-out noticed there needs no second page. */
const SIGN_IN_PAGES: readonly string[] = [hostPaths.signIn.path, hostPaths.signInError.path, hostPaths.sessionTimedOut.path];

/**
 * Follows a signed-in member's session while the page stays open: reads it again (at most once a
 * minute) on each page change and each return to the tab, which also keeps it alive on the server,
 * and sends the member to `/sessionTimedOut.mi`, with the page to come back to, when it timed out.
 * A time-out found by a fresh page load is not announced: that visitor simply is not signed in.
 */
export function useSessionWatch(user: UserDetailsResponse | undefined, refresh: () => unknown) {
  const location = useLocation();
  const navigate = useNavigate();
  // Read through refs: the answer effect must run once per answer, and `useNavigate` gives a new
  // function at every page change.
  const current = useRef({ location, navigate });
  current.current = { location, navigate };
  const hadSession = useRef(false);
  const lastReadAt = useRef(Date.now());
  const isSignedIn = user?.status.toUpperCase() === 'SUCCESS';

  useEffect(() => {
    if (!user) return;
    lastReadAt.current = Date.now();
    const { location: here, navigate: go } = current.current;
    if (user.sessionTimedOut && hadSession.current && !SIGN_IN_PAGES.includes(here.pathname)) {
      go(`${hostPaths.sessionTimedOut.path}?${new URLSearchParams({ returnTo: `${here.pathname}${here.search}` })}`);
    }
    hadSession.current = user.status.toUpperCase() === 'SUCCESS';
  }, [user]);

  useEffect(() => {
    if (!isSignedIn) return;
    const refreshIfStale = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastReadAt.current >= SESSION_CHECK_INTERVAL_MS) {
        lastReadAt.current = Date.now();
        void refresh();
      }
    };
    refreshIfStale();
    document.addEventListener('visibilitychange', refreshIfStale);
    return () => document.removeEventListener('visibilitychange', refreshIfStale);
  }, [isSignedIn, location.pathname, location.search, refresh]);
}
