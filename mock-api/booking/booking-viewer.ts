import { findSessionMember } from '../auth/sessions';
import type { Clock } from '../auth/clock';
import type { Queryable } from '../db/database';

/** Who is booking: a signed-in member (with their points) or a visitor. */
export type BookingViewerRecord = { isMember: true; memberId: string; pointsBalance: number } | { isMember: false; memberId: null; pointsBalance: null };

const VISITOR: BookingViewerRecord = { isMember: false, memberId: null, pointsBalance: null };

/** The member of the session cookie (touching its idle timer, as any member call does), or a visitor. */
export async function findBookingViewer(db: Queryable, sessionToken: string | undefined, clock: Clock): Promise<BookingViewerRecord> {
  const member = await findSessionMember(db, sessionToken, clock);
  if (!member) return VISITOR;
  return { isMember: true, memberId: member.memberId, pointsBalance: await pointsBalanceOf(db, member.memberId) };
}

/** A member's points: the sum of their entries (opening balance, redemptions, refunds). */
export async function pointsBalanceOf(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>('select coalesce(sum(points), 0)::int as balance from member_points_entries where member_id = $1', [memberId]);
  return rows[0]?.balance ?? 0;
}
