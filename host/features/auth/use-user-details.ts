import useSWR from 'swr';
import { getUserDetails, userDetailsKey } from '../../../shared/auth/auth-client';

/** The signed-in state of this browser, as the server sees it (spec: user details). */
export function useUserDetails() {
  return useSWR(userDetailsKey, getUserDetails, { revalidateOnFocus: true, dedupingInterval: 2000 });
}

/** The first name to greet with: the spec capitalises the first letter of `consumerName`. */
export function greetingName(consumerName: string | null): string | null {
  if (!consumerName) return null;
  return consumerName.charAt(0).toLocaleUpperCase() + consumerName.slice(1);
}
