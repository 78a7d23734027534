import { PROGRAMME_YEAR_DAYS, type TravelAgentProgramme } from '../../../shared/booking/travel-agent-programmes';
import type { Queryable } from '../../db/database';

/** What a programme's limits are judged on: a member's live bookings under it, counted from their rows. */
export type ProgrammeUsage = {
  /** Bookings made in the last PROGRAMME_YEAR_DAYS days. */
  bookingsThisYear: number;
  /** Nights of those bookings (one certificate each). */
  nightsThisYear: number;
  /** Bookings arriving on the cart's arrival date. */
  arrivingSameDay: number;
  /** The nearest arrival at the cart's hotel, in whole days from the cart's arrival; null when none. */
  daysToNearestStayAtHotel: number | null;
};

export async function programmeUsage(
  db: Queryable,
  { memberId, programme, hotelCode, checkIn, now }: { memberId: string; programme: TravelAgentProgramme; hotelCode: string; checkIn: string; now: Date },
): Promise<ProgrammeUsage> {
  const { rows } = await db.query<ProgrammeUsage>(
    `select count(*) filter (where booked_at > $3::timestamptz - make_interval(days => $6))::int as "bookingsThisYear",
            coalesce(sum(nights) filter (where booked_at > $3::timestamptz - make_interval(days => $6)), 0)::int as "nightsThisYear",
            count(*) filter (where check_in = $4::date)::int as "arrivingSameDay",
            min(abs(check_in - $4::date)) filter (where hotel_code = $5)::int as "daysToNearestStayAtHotel"
       from travel_agent_bookings
      where member_id = $1 and programme = $2 and cancelled_at is null`,
    [memberId, programme, now, checkIn, hotelCode, PROGRAMME_YEAR_DAYS],
  );
  return rows[0] ?? { bookingsThisYear: 0, nightsThisYear: 0, arrivingSameDay: 0, daysToNearestStayAtHotel: null };
}
