import type { Database } from '../../db/database';

/** What came of claiming an order booked without an account for a member. */
export type ClaimOutcome = 'claimed' | 'alreadyClaimed' | 'madeWithAnotherEmail';

/**
 * Attaches the order `orderId`, booked without an account, to the member `memberId`, when it was made
 * with the member's own e-mail or `isProvenByCode` (this browser entered the code sent to the e-mail it
 * was made with). A surname is not proof: anyone may share one, and a lookup already asks for it. Under
 * the order's row lock, so of two members racing for one booking one gets it; the order's revision is
 * bumped, as for any change of it. The caller has checked that the browser may see the whole order.
 */
export async function claimOrderForMember(
  db: Database,
  { orderId, memberId, isProvenByCode }: { orderId: string; memberId: string; isProvenByCode: boolean },
): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ memberId: string | null; isMembersEmail: boolean }>(
      `select o.member_id::text as "memberId", coalesce(lower(o.contact_email) = m.email, false) as "isMembersEmail"
         from orders o, members m where o.id = $1 and m.id = $2 for update of o`,
      [orderId, memberId],
    );
    if (rows[0]?.memberId != null) return 'alreadyClaimed';
    if (!rows[0]?.isMembersEmail && !isProvenByCode) return 'madeWithAnotherEmail';
    await tx.query('update orders set member_id = $2, revision_number = revision_number + 1 where id = $1', [orderId, memberId]);
    return 'claimed';
  });
}
