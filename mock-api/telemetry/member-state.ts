import type { Clock } from '../auth/clock';
import { REMEMBERED_COOKIE, SESSION_COOKIE } from '../auth/cookies';
import type { MemberSummary } from '../auth/members';
import { findRememberedMember, peekSessionMember } from '../auth/sessions';
import type { Queryable } from '../db/database';

export type MemState = 'authenticated' | 'remembered' | 'unauthenticated';

/** Who the browser is, as analytics see it; reading it never extends the session. */
export async function readMemberState(
  db: Queryable,
  cookies: Record<string, string | undefined>,
  clock: Clock,
): Promise<{ memState: MemState; member: MemberSummary | null }> {
  const member = await peekSessionMember(db, cookies[SESSION_COOKIE], clock);
  if (member) return { memState: 'authenticated', member };
  const remembered = await findRememberedMember(db, cookies[REMEMBERED_COOKIE], clock);
  return { memState: remembered ? 'remembered' : 'unauthenticated', member: null };
}
