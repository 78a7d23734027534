import type { Queryable } from '../../db/database';

/** Entry reasons of member_suite_night_award_entries. */
export const AwardNightsReason = { Opening: 'OPENING_BALANCE', Held: 'HELD_FOR_REQUEST', Returned: 'RETURNED' } as const;

/** A member's award nights: the sum of their entries. */
export async function awardNightsBalance(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ nights: number }>('select coalesce(sum(nights), 0)::int as nights from member_suite_night_award_entries where member_id = $1', [memberId]);
  return rows[0]?.nights ?? 0;
}

/** The balance with the member's row locked until the transaction ends, so two requests cannot spend the same nights. */
export async function lockedAwardNightsBalance(tx: Queryable, memberId: string): Promise<number> {
  await tx.query('select 1 from members where id = $1 for update', [memberId]);
  return awardNightsBalance(tx, memberId);
}

export async function holdAwardNights(tx: Queryable, { memberId, confirmationNumber, nights, now }: { memberId: string; confirmationNumber: string; nights: number; now: Date }) {
  await tx.query('insert into member_suite_night_award_entries (member_id, nights, reason, confirmation_number, created_at) values ($1, $2, $3, $4, $5)', [
    memberId,
    -nights,
    AwardNightsReason.Held,
    confirmationNumber,
    now,
  ]);
}

/**
 * Gives back the award nights the rooms' requests still hold (what their entries took and have not
 * returned), in the caller's transaction: a request denied, removed, cancelled with its room, or ended
 * by a change of the stay. A room whose request holds nothing gives nothing.
 */
export async function returnAwardNights(tx: Queryable, confirmationNumbers: readonly string[], now: Date): Promise<void> {
  await tx.query(
    `insert into member_suite_night_award_entries (member_id, nights, reason, confirmation_number, created_at)
     select e.member_id, -sum(e.nights)::int, $2, e.confirmation_number, $3
       from member_suite_night_award_entries e
      where e.confirmation_number = any($1::text[])
      group by e.member_id, e.confirmation_number
     having sum(e.nights) < 0`,
    [confirmationNumbers, AwardNightsReason.Returned, now],
  );
}
