import { useEffect } from 'react';
import useSWR from 'swr';
import { getUserDetails, userDetailsKey } from '../../shared/auth/auth-client';
import { takeSessionRefetchFlag } from './sign-in-session';

/** Every read from the server answers the refetch flag, so it is cleared as the fetch starts. */
async function fetchUserDetails() {
  takeSessionRefetchFlag();
  return getUserDetails();
}

/**
 * The signed-in state of this browser, as the server sees it (spec: user details). SWR runs one fetch
 * at a time and keeps the answer while the visitor moves between pages; it reads again only when
 * forced (`mutate()` after signing in or out) or when the session refetch flag was set meanwhile.
 */
export function useUserDetails() {
  const result = useSWR(userDetailsKey, fetchUserDetails, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  const { data, mutate } = result;
  useEffect(() => {
    if (data !== undefined && takeSessionRefetchFlag()) void mutate();
  }, [data, mutate]);
  return result;
}

/** The first name to greet with: the spec capitalises the first letter of `consumerName`. */
export function greetingName(consumerName: string | null): string | null {
  if (!consumerName) return null;
  return consumerName.charAt(0).toLocaleUpperCase() + consumerName.slice(1);
}
