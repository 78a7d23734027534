import type { Queryable } from '../db/database';
import { AwardNightsReason } from '../reservations/suite-night-awards/award-nights';

/** Each member's Suite Night Awards on the day of seeding, before the fixture requests hold theirs. */
export const AWARD_NIGHTS: Record<string, number> = {
  'liam.chen@example.com': 10,
  'ava.morgan@example.com': 5,
};

/**
 * Opening award nights once per member, then the nights each fixture room's open request holds (its
 * stay's nights), once per room: a request and its nights are one fact, as a real request makes them.
 */
export async function seedSuiteNightAwards(tx: Queryable, today: Date): Promise<void> {
  const balances = Object.entries(AWARD_NIGHTS);
  await tx.query(
    `insert into member_suite_night_award_entries (member_id, nights, reason, created_at)
     select m.id, b.nights, $3, $4 from unnest($1::text[], $2::int[]) as b (email, nights)
       join members m on m.email = b.email
      where not exists (select 1 from member_suite_night_award_entries e where e.member_id = m.id and e.reason = $3)`,
    [balances.map(([email]) => email), balances.map(([, nights]) => nights), AwardNightsReason.Opening, today],
  );
  await tx.query(
    `insert into member_suite_night_award_entries (member_id, nights, reason, confirmation_number, created_at)
     select o.member_id, -r.nights, $1, r.confirmation_number, o.created_at
       from reservations r join orders o on o.id = r.order_id
      where o.member_id is not null and r.suite_night_award in ('requested', 'pending', 'guaranteed')
        and not exists (select 1 from member_suite_night_award_entries e where e.confirmation_number = r.confirmation_number)`,
    [AwardNightsReason.Held],
  );
}
