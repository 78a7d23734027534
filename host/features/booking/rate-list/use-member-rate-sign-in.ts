import { useCallback, useState } from 'react';
import { useUserDetails } from '../../../auth/use-user-details';

/**
 * The member-rate sign-in the visitor tiles open (spec: translation disclaimer tile): once signed in,
 * who is signed in and then the search are read again, so the list shows member prices.
 */
export function useMemberRateSignIn(refreshSearch: () => Promise<unknown>) {
  const { mutate: refreshUser } = useUserDetails();
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const signedIn = useCallback(async () => {
    setOpen(false);
    await refreshUser();
    await refreshSearch();
  }, [refreshUser, refreshSearch]);
  return { isOpen, open, close, signedIn };
}
