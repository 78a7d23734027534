import {
  isTravelAgentProgramme,
  PROGRAMME_LIMITS,
  TRAVEL_AGENT_DOUBLE_SUBMIT_SECONDS,
  type TravelAgentProgramme,
} from '../../../shared/booking/travel-agent-programmes';
import type { ValidationMessage } from '../../../shared/i18n/message-ref';
import { iataNumberError, normalizeIataNumber } from '../../../shared/validation/iata-number';
import type { Queryable } from '../../db/database';
import { fieldRefusal } from '../booking-errors';
import { programmeUsage } from './programme-bookings';

/** What the guest-info form asks of a travel agent: the agency's IATA number, for this cart and viewer. */
export type TravelAgentRequest = {
  iataNumber: string;
  /** The signed-in member booking, or null for a visitor. */
  memberId: string | null;
  cart: { id: string; hotelCode: string; checkIn: string; checkOut: string };
  now: Date;
};

export type VerifiedTravelAgent = { iataNumber: string; agencyName: string };

/** The input field every travel-agent refusal names. */
export const TRAVEL_AGENT_FIELD = 'travelAgent.iataNumber';

/** Spec 8's travel-agent codes. */
export const TravelAgentErrorCode = {
  BadIata: 'E_BAD_IATA',
  BadIataVerification: 'E_BAD_IATAN_VER',
  FraudAlert: 'E_FRAUD_ALERT',
  NotInProgramme: 'E_BAD_HSSMMP_ID',
  TooManyNights: 'E_TOO_MANY_NIGHTS',
  MaxBookings: 'E_MAX_BOOKINGS',
  MaxBookArrival: 'E_MAX_BOOK_ARRIVAL',
  RepeatedHotel: 'E_REPEATED_HOTEL',
  NoCertsLeft: 'E_NO_CERTS_LEFT',
  DoubleClick: 'E_DOUBLE_CLICK',
} as const;

/** A travel-agent refusal on the IATA field; the shape rule's goes with its message key (`fieldRefusal`). */
const travelAgentRefusal = (code: string, problem: string | ValidationMessage) => fieldRefusal(code, TRAVEL_AGENT_FIELD, problem);

const DAY_MS = 86_400_000;
const nightsOf = (checkIn: string, checkOut: string) => Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);

type Agency = { name: string; status: 'verified' | 'flagged-for-fraud'; programme: string | null };

/** A travel agent that passed the checks: the agency, and the programme it books under (null for none). */
export type CheckedTravelAgent = VerifiedTravelAgent & { programme: TravelAgentProgramme | null };

/**
 * Checks a travel agent's IATA number for a cart and answers the agency, or throws the spec 8
 * travel-agent code the number breaks, in this order: the number's shape (E_BAD_IATA); an agency
 * holding it (E_BAD_IATAN_VER); the agency not flagged (E_FRAUD_ALERT); for an agency bound to a
 * programme, a signed-in member enrolled in that same programme (E_BAD_HSSMMP_ID) and the programme's
 * limits on that member's bookings under it (shared/booking/travel-agent-programmes.ts); and last, not
 * the same unchanged cart checked with the same number moments ago (E_DOUBLE_CLICK). An agency with no
 * programme is anyone's agent and has no limits.
 *
 * A passed check is recorded, which is what the double-click rule reads: call this inside the
 * transaction that saves the guest information, so a save that fails records nothing.
 */
export async function verifyTravelAgent(db: Queryable, request: TravelAgentRequest): Promise<VerifiedTravelAgent> {
  const { iataNumber, agencyName } = await checkTravelAgent(db, request);
  await assertNotRepeatedSubmit(db, request, iataNumber);
  await db.query(
    `insert into travel_agent_checks (cart_id, iata_number, member_id, hotel_code, check_in, check_out, checked_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [request.cart.id, iataNumber, request.memberId, request.cart.hotelCode, request.cart.checkIn, request.cart.checkOut, request.now],
  );
  return { iataNumber, agencyName };
}

/**
 * The checks of verifyTravelAgent but the double-click rule, recording nothing: what create order runs
 * again at booking (the agency may have been flagged, or the member's programme used up, since the
 * guest information was saved), when the guest-info save of a moment ago is no repeated submit.
 */
export async function checkTravelAgent(db: Queryable, request: TravelAgentRequest): Promise<CheckedTravelAgent> {
  const problem = iataNumberError(request.iataNumber);
  if (problem) throw travelAgentRefusal(TravelAgentErrorCode.BadIata, problem);
  const iataNumber = normalizeIataNumber(request.iataNumber);
  const { rows } = await db.query<Agency>('select name, status, programme from travel_agencies where iata_number = $1', [iataNumber]);
  const agency = rows[0];
  if (!agency) throw travelAgentRefusal(TravelAgentErrorCode.BadIataVerification, 'We could not verify this IATA number with IATA. Check it, or book without travel-agent details.');
  if (agency.status === 'flagged-for-fraud') {
    throw travelAgentRefusal(TravelAgentErrorCode.FraudAlert, 'Bookings under this IATA number cannot be accepted. Contact the agency, or book without travel-agent details.');
  }
  const programme = isTravelAgentProgramme(agency.programme) ? agency.programme : null;
  if (programme) await assertWithinProgramme(db, request, programme);
  return { iataNumber, agencyName: agency.name, programme };
}

async function assertWithinProgramme(db: Queryable, { memberId, cart, now }: TravelAgentRequest, programme: TravelAgentProgramme): Promise<void> {
  const enrolled = memberId ? await memberProgramme(db, memberId) : null;
  if (!memberId || enrolled !== programme) {
    throw travelAgentRefusal(
      TravelAgentErrorCode.NotInProgramme,
      memberId
        ? `This IATA number books the ${programme} programme, which your membership is not enrolled in. Book without it, or use your agency's general IATA number.`
        : `This IATA number books the ${programme} programme: sign in as the enrolled member to use it.`,
    );
  }
  const limits = PROGRAMME_LIMITS[programme];
  const nights = nightsOf(cart.checkIn, cart.checkOut);
  if (nights > limits.maxNightsPerStay) {
    throw travelAgentRefusal(TravelAgentErrorCode.TooManyNights, `A ${programme} stay is at most ${limits.maxNightsPerStay} nights; this one is ${nights}. Shorten the stay.`);
  }
  const usage = await programmeUsage(db, { memberId, programme, hotelCode: cart.hotelCode, checkIn: cart.checkIn, now });
  if (usage.bookingsThisYear >= limits.maxBookingsPerYear) {
    throw travelAgentRefusal(TravelAgentErrorCode.MaxBookings, `You have made the ${limits.maxBookingsPerYear} ${programme} bookings a year allows.`);
  }
  if (usage.arrivingSameDay >= limits.maxBookingsPerArrivalDate) {
    throw travelAgentRefusal(
      TravelAgentErrorCode.MaxBookArrival,
      `You already have ${usage.arrivingSameDay} ${programme} booking(s) arriving on ${cart.checkIn}, the most one arrival date allows. Choose another date.`,
    );
  }
  if (usage.daysToNearestStayAtHotel !== null && usage.daysToNearestStayAtHotel < limits.repeatHotelWindowDays) {
    throw travelAgentRefusal(
      TravelAgentErrorCode.RepeatedHotel,
      `You have a ${programme} stay at this hotel within ${limits.repeatHotelWindowDays} days of this one. Choose another hotel or other dates.`,
    );
  }
  const certificates = limits.certificateNightsPerYear;
  if (certificates !== null && usage.nightsThisYear + nights > certificates) {
    const left = Math.max(certificates - usage.nightsThisYear, 0);
    throw travelAgentRefusal(
      TravelAgentErrorCode.NoCertsLeft,
      `This stay needs ${nights} night certificate(s); you have ${left} of this year's ${certificates} left.`,
    );
  }
}

async function memberProgramme(db: Queryable, memberId: string): Promise<string | null> {
  const { rows } = await db.query<{ programme: string | null }>('select travel_agent_programme as programme from members where id = $1', [memberId]);
  return rows[0]?.programme ?? null;
}

// The same cart, booker, stay and number as a check that passed moments ago: a second click of the
// same submit. Anything changed (stay, booker, number) is a new request and is checked afresh.
async function assertNotRepeatedSubmit(db: Queryable, { memberId, cart, now }: TravelAgentRequest, iataNumber: string): Promise<void> {
  const { rows } = await db.query(
    `select 1 from travel_agent_checks
      where cart_id = $1 and iata_number = $2 and member_id is not distinct from $3::bigint and hotel_code = $4 and check_in = $5::date and check_out = $6::date
        and checked_at > $7::timestamptz - make_interval(secs => $8) and checked_at <= $7::timestamptz
      limit 1`,
    [cart.id, iataNumber, memberId, cart.hotelCode, cart.checkIn, cart.checkOut, now, TRAVEL_AGENT_DOUBLE_SUBMIT_SECONDS],
  );
  if (rows.length) {
    throw travelAgentRefusal(TravelAgentErrorCode.DoubleClick, 'This booking was just submitted with this travel agent. Wait a moment before sending it again.');
  }
}
