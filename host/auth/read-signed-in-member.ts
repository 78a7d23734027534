import { getUserDetails, userDetailsKey } from '../../shared/auth/auth-client';
import type { ReadEntry } from '../../shared/ssr/page-data';

/** For a page's server reads: the consumer id of the member signed in, or null for anyone else. */
export async function readSignedInMember(read: ReadEntry): Promise<string | null> {
  const user = await read(userDetailsKey, getUserDetails);
  return user?.status.toUpperCase() === 'SUCCESS' ? (user.userProfileData?.consumerId ?? null) : null;
}
