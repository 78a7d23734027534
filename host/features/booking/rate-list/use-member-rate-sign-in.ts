import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useUserDetails } from '../../../auth/use-user-details';

/**
 * The member-rate sign-in the visitor tiles open (spec: translation disclaimer tile): once signed in,
 * who is signed in, the search and any rate details open are read again, so member prices show.
 */
export function useMemberRateSignIn(refreshSearch: () => Promise<unknown>) {
  const { mutate: refreshUser } = useUserDetails();
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const signedIn = useCallback(async () => {
    setOpen(false);
    await refreshUser();
    await Promise.all([refreshSearch(), mutate((key) => Array.isArray(key) && key[0] === 'RateDetails')]);
  }, [refreshUser, refreshSearch, mutate]);
  return { isOpen, open, close, signedIn };
}
