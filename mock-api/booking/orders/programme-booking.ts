import type { TravelAgentProgramme } from '../../../shared/booking/travel-agent-programmes';
import type { Queryable } from '../../db/database';

export type ProgrammeBooking = {
  memberId: string;
  programme: TravelAgentProgramme;
  iataNumber: string;
  hotelCode: string;
  checkInDate: string;
  nights: number;
  orderId: string;
  now: Date;
};

/** A booking under a travel-agent programme, with its order: what the programme's limits count from now on. */
export async function recordProgrammeBooking(tx: Queryable, booking: ProgrammeBooking): Promise<void> {
  await tx.query(
    `insert into travel_agent_bookings (member_id, programme, iata_number, hotel_code, check_in, nights, order_id, booked_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [booking.memberId, booking.programme, booking.iataNumber, booking.hotelCode, booking.checkInDate, booking.nights, booking.orderId, booking.now],
  );
}
