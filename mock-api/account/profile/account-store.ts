import type { AccountStore, MemberLevel } from '../../graphql/generated/resolvers-types';
import type { Queryable } from '../../db/database';
import { pointsBalanceOf } from '../../booking/booking-viewer';
import { awardNightsBalance } from '../../reservations/suite-night-awards/award-nights';

type MemberRow = {
  memberNumber: string;
  tier: string;
  givenName: string;
  surname: string;
  isMarketingConsented: boolean;
  hasTwoStepVerification: boolean;
};

/**
 * The member's standing as the profile page shows it (spec 01 §3 account store). Points and Suite Night
 * Awards are the sums of their entries, as booking spends them; nights count a room once its stay has
 * ended by its hotel's own clock, in the calendar year of that hotel's today.
 */
export async function readAccountStore(db: Queryable, memberId: string, now: Date): Promise<AccountStore | null> {
  const { rows } = await db.query<MemberRow>(
    `select member_number as "memberNumber", tier, first_name as "givenName", last_name as surname,
            'MARKETING' = any(consents) as "isMarketingConsented", (mfa_email or mfa_phone is not null) as "hasTwoStepVerification"
       from members where id = $1`,
    [memberId],
  );
  const member = rows[0];
  if (!member) return null;
  const [currentPointBalance, suiteNightAwards, totalNights] = await Promise.all([
    pointsBalanceOf(db, memberId),
    awardNightsBalance(db, memberId),
    nightsStayedThisYear(db, memberId, now),
  ]);
  return {
    memberNumber: member.memberNumber,
    memberLevel: member.tier.toUpperCase() as MemberLevel,
    givenName: member.givenName,
    surname: member.surname,
    currentPointBalance,
    totalNights,
    suiteNightAwards,
    communicationOption: { marketingEmails: member.isMarketingConsented },
    hasTwoStepVerification: member.hasTwoStepVerification,
  };
}

async function nightsStayedThisYear(db: Queryable, memberId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ nights: number }>(
    `select coalesce(sum(r.nights), 0)::int as nights
       from reservations r join orders o on o.id = r.order_id join hotels h on h.code = o.hotel_code
      where o.member_id = $1 and r.cancelled_at is null
        and r.check_in + r.nights <= ($2::timestamptz at time zone h.time_zone)::date
        and extract(year from r.check_in + r.nights) = extract(year from ($2::timestamptz at time zone h.time_zone))`,
    [memberId, now],
  );
  return rows[0]?.nights ?? 0;
}

/** Gives or takes back the member's consent to offers by e-mail. */
export async function saveCommunicationOption(db: Queryable, memberId: string, { marketingEmails }: { marketingEmails: boolean }): Promise<void> {
  await db.query(
    `update members set consents = case when $2 then array(select distinct unnest(consents || array['MARKETING'])) else array_remove(consents, 'MARKETING') end
      where id = $1`,
    [memberId, marketingEmails],
  );
}
