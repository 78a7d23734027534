/** The demo's travel agencies, programme bookings and AAA numbers (docs/demo-data.md). */
import type { TravelAgentProgramme } from '../../shared/booking/travel-agent-programmes';

export type AgencyFixture = { iataNumber: string; name: string; status: 'verified' | 'flagged-for-fraud'; programme: TravelAgentProgramme | null };

/** Every number has a valid IATA check digit (the first seven digits modulo 7). */
export const AGENCIES: AgencyFixture[] = [
  // Sofia Reyes's agency, in her travelAgent programme.
  { iataNumber: '45128031', name: 'Reyes Travel Studio', status: 'verified', programme: 'travelAgent' },
  // An ordinary agency: any guest may name it.
  { iataNumber: '33719254', name: 'Harbourline Journeys', status: 'verified', programme: null },
  { iataNumber: '46901186', name: 'Plantastic Partners Network', status: 'verified', programme: 'planAgent' },
  { iataNumber: '51234072', name: 'Famtastic Discovery Tours', status: 'verified', programme: 'famAgent' },
  { iataNumber: '77889125', name: 'Quickfare Getaways', status: 'flagged-for-fraud', programme: null },
];

/** Well formed, but no agency holds it (E_BAD_IATAN_VER). */
export const UNKNOWN_IATA_NUMBER = '55500012';

export type ProgrammeBookingFixture = {
  memberEmail: string;
  iataNumber: string;
  hotelCode: string;
  /** Arrival and booking day, in days from the day of seeding. */
  checkInDaysFromSeeding: number;
  nights: number;
  bookedDaysFromSeeding: number;
};

/**
 * Sofia's earlier bookings under her programme, so the limits show in the demo: NYCTS arriving 120
 * days on makes NYCTS again within 30 days of it E_REPEATED_HOTEL; two arrivals 60 days on make a
 * third that day E_MAX_BOOK_ARRIVAL. A NYCTS stay in the next few weeks passes.
 */
export const PROGRAMME_BOOKINGS: ProgrammeBookingFixture[] = [
  { memberEmail: 'sofia.reyes@example.com', iataNumber: '45128031', hotelCode: 'NYCTS', checkInDaysFromSeeding: 120, nights: 3, bookedDaysFromSeeding: -20 },
  { memberEmail: 'sofia.reyes@example.com', iataNumber: '45128031', hotelCode: 'LONKX', checkInDaysFromSeeding: 60, nights: 2, bookedDaysFromSeeding: -10 },
  { memberEmail: 'sofia.reyes@example.com', iataNumber: '45128031', hotelCode: 'PAROP', checkInDaysFromSeeding: 60, nights: 2, bookedDaysFromSeeding: -5 },
];

/** Saved AAA numbers by member e-mail (16 digits, Luhn-valid, current). */
export const AAA_NUMBERS: Record<string, string> = { 'ava.morgan@example.com': '6207770000123451' };
