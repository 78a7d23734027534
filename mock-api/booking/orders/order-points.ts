import type { Queryable } from '../../db/database';
import { pointsBalanceOf } from '../booking-viewer';

/** Entry reasons of member_points_entries written by orders and their cancels. */
export const PointsEntryReason = { Redemption: 'REDEMPTION', Purchase: 'POINTS_PURCHASE', CancellationRefund: 'CANCELLATION_REFUND' } as const;

/**
 * The member's balance, with their row locked until the transaction ends: two bookings (or a booking and
 * a cancel) of one member queue here, so both cannot spend the same points.
 */
export async function lockedPointsBalance(tx: Queryable, memberId: string): Promise<number> {
  await tx.query('select 1 from members where id = $1 for update', [memberId]);
  return pointsBalanceOf(tx, memberId);
}

/** Points bought with order `orderId` (a positive entry), then those it deducts (a negative one). */
export async function recordOrderPoints(tx: Queryable, { memberId, orderId, deducted, bought, now }: { memberId: string; orderId: string; deducted: number; bought: number; now: Date }) {
  if (bought > 0) {
    await tx.query('insert into member_points_entries (member_id, points, reason, order_id, created_at) values ($1, $2, $3, $4, $5)', [
      memberId,
      bought,
      PointsEntryReason.Purchase,
      orderId,
      now,
    ]);
  }
  if (deducted > 0) {
    await tx.query('insert into member_points_entries (member_id, points, reason, order_id, created_at) values ($1, $2, $3, $4, $5)', [
      memberId,
      -deducted,
      PointsEntryReason.Redemption,
      orderId,
      now,
    ]);
  }
}
