import { useUserDetails } from './use-user-details';

/** Whether the page may show a member's own things: still asking, failed to ask, someone to send to sign in, or the member. */
export type MemberAccess = { kind: 'loading' } | { kind: 'failed' } | { kind: 'signInNeeded' } | { kind: 'member'; consumerId: string };

/** Only a signed-in member has an account to show; a remembered member signs in again first, as a visitor does. */
export function useMemberAccess(): MemberAccess {
  const { data: user, error, isLoading } = useUserDetails();
  if (isLoading) return { kind: 'loading' };
  if (!user) return error ? { kind: 'failed' } : { kind: 'loading' };
  const consumerId = user.userProfileData?.consumerId;
  if (user.status.toUpperCase() === 'SUCCESS' && consumerId) return { kind: 'member', consumerId };
  return { kind: 'signInNeeded' };
}
