import { createGraphQLError } from 'graphql-yoga';
import { iataNumberError, normalizeIataNumber } from '../../../shared/validation/iata-number';
import type { Queryable } from '../../db/database';

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

const travelAgentRefusal = (code: string, message: string) => createGraphQLError(message, { extensions: { code, field: TRAVEL_AGENT_FIELD } });

/**
 * Checks a travel agent's IATA number for a cart and answers the agency, or throws the spec 8
 * travel-agent code the number breaks. Issue 16's travel-agent part completes the agency rules.
 */
export async function verifyTravelAgent(db: Queryable, request: TravelAgentRequest): Promise<VerifiedTravelAgent> {
  const message = iataNumberError(request.iataNumber);
  if (message) throw travelAgentRefusal('E_BAD_IATA', message);
  const iataNumber = normalizeIataNumber(request.iataNumber);
  const { rows } = await db.query<{ name: string }>('select name from travel_agencies where iata_number = $1', [iataNumber]);
  const agency = rows[0];
  if (!agency) throw travelAgentRefusal('E_BAD_IATAN_VER', 'We could not verify this IATA number with IATA. Check it, or book without travel-agent details.');
  return { iataNumber, agencyName: agency.name };
}
