import type { Queryable } from '../db/database';
import { daysFrom, isoDay } from './seeding-days';
import { AAA_NUMBERS, AGENCIES, PROGRAMME_BOOKINGS } from './travel-agent-fixtures';

/**
 * Seeds the travel agencies, the fixture members' programme bookings and saved AAA numbers; run at
 * every start. Agencies are added by IATA number where missing. A member's programme bookings are
 * added only when that member has none (so a demo that booked keeps its own history), and an AAA
 * number only where the member has none.
 */
export async function seedTravelAgents(tx: Queryable, today: Date): Promise<void> {
  await tx.query(
    `insert into travel_agencies (iata_number, name, status, programme)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[]) on conflict do nothing`,
    [AGENCIES.map((a) => a.iataNumber), AGENCIES.map((a) => a.name), AGENCIES.map((a) => a.status), AGENCIES.map((a) => a.programme)],
  );
  const bookings = PROGRAMME_BOOKINGS.map((booking) => ({
    ...booking,
    checkIn: isoDay(daysFrom(today, booking.checkInDaysFromSeeding)),
    bookedAt: daysFrom(today, booking.bookedDaysFromSeeding).toISOString(),
  }));
  // The programme is the agency's; a member not enrolled in it (or missing) gets nothing.
  await tx.query(
    `insert into travel_agent_bookings (member_id, programme, iata_number, hotel_code, check_in, nights, booked_at)
     select m.id, a.programme, b.iata, b.hotel, b.check_in, b.nights, b.booked_at
       from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::int[], $6::timestamptz[]) as b(email, iata, hotel, check_in, nights, booked_at)
       join members m on m.email = b.email
       join travel_agencies a on a.iata_number = b.iata and a.programme = m.travel_agent_programme
       join hotels h on h.code = b.hotel
      where not exists (select 1 from travel_agent_bookings t where t.member_id = m.id)`,
    [
      bookings.map((b) => b.memberEmail),
      bookings.map((b) => b.iataNumber),
      bookings.map((b) => b.hotelCode),
      bookings.map((b) => b.checkIn),
      bookings.map((b) => b.nights),
      bookings.map((b) => b.bookedAt),
    ],
  );
  const saved = Object.entries(AAA_NUMBERS);
  await tx.query(
    `insert into member_aaa_numbers (member_id, number, created_at, updated_at)
     select m.id, s.number, $3, $3 from unnest($1::text[], $2::text[]) as s(email, number) join members m on m.email = s.email
     on conflict do nothing`,
    [saved.map(([email]) => email), saved.map(([, number]) => number), today],
  );
}
