import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CustomerQuery } from '../../../shared/graphql/operations/customer';
import { requestGraphQl } from '../../services/graphql';
import { useUserDetails } from '../../auth/use-user-details';

export const customerKey = 'Customer';

export const getCustomer = async () => (await requestGraphQl(CustomerQuery, {})).customer;

export type Customer = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

/** Whether the visitor may use the heart, and how (spec 4 and 6). */
export type SaveAccess =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  /** Remembered with a consumer id: the heart links to the saved-hotels page instead of saving here. */
  | { kind: 'remembered'; consumerId: string }
  | { kind: 'member'; consumerId: string };

export function useSaveAccess(): SaveAccess {
  const { data: user, isLoading } = useUserDetails();
  if (isLoading || !user) return { kind: 'loading' };
  const consumerId = user.userProfileData?.consumerId;
  if (user.status.toUpperCase() === 'SUCCESS' && consumerId) return { kind: 'member', consumerId };
  if (user.rememberedUser && consumerId) return { kind: 'remembered', consumerId };
  return { kind: 'visitor' };
}

/**
 * The signed-in member's saved hotels and revision, read only when `isWanted` (spec 4: customer data
 * only where the heart shows, for members). One read serves every heart on the page.
 */
export function useCustomer(isWanted: boolean) {
  const access = useSaveAccess();
  const shouldFetch = isWanted && access.kind === 'member';
  return { access, ...useSWR(shouldFetch ? [customerKey, access.kind === 'member' ? access.consumerId : ''] : null, getCustomer) };
}

/** Keys of every read that shows saved hotels; after a change all of them are read again. */
export const savedHotelsReads = new Set<unknown>([customerKey, 'SavedHotels']);

/** Reads every saved-hotels view again (spec 4: after a successful update the customer is re-fetched). */
export function useRefreshSavedHotels() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && savedHotelsReads.has(key[0])), [mutate]);
}
