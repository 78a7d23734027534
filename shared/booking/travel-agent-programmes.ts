/**
 * The travel-agent programmes (spec 02 section 3: planAgent "plantastic", famAgent "famtastic" and
 * travelAgent) and the limits a booking under one must keep (spec 8's travel-agent codes). A booking is
 * "under a programme" when its IATA number is an agency enrolled in that programme; the limits count
 * the booking member's own bookings under it. The pages may show these limits; the server enforces them.
 */
export const TRAVEL_AGENT_PROGRAMMES = ['travelAgent', 'planAgent', 'famAgent'] as const;
export type TravelAgentProgramme = (typeof TRAVEL_AGENT_PROGRAMMES)[number];

export type ProgrammeLimits = {
  /** E_TOO_MANY_NIGHTS: the longest stay one booking may be. */
  maxNightsPerStay: number;
  /** E_MAX_BOOKINGS: bookings made in the last PROGRAMME_YEAR_DAYS days, this one excluded. */
  maxBookingsPerYear: number;
  /** E_MAX_BOOK_ARRIVAL: bookings arriving on one date. */
  maxBookingsPerArrivalDate: number;
  /** E_REPEATED_HOTEL: a hotel may not be booked again for an arrival within this many days of another. */
  repeatHotelWindowDays: number;
  /** E_NO_CERTS_LEFT: room-night certificates a year (one per night); null where the programme has none. */
  certificateNightsPerYear: number | null;
};

export const PROGRAMME_LIMITS: Readonly<Record<TravelAgentProgramme, ProgrammeLimits>> = {
  // The agent's own discounted travel: generous, no certificates.
  travelAgent: { maxNightsPerStay: 14, maxBookingsPerYear: 12, maxBookingsPerArrivalDate: 2, repeatHotelWindowDays: 30, certificateNightsPerYear: null },
  // Plantastic: complimentary nights paid by certificates.
  planAgent: { maxNightsPerStay: 7, maxBookingsPerYear: 6, maxBookingsPerArrivalDate: 1, repeatHotelWindowDays: 90, certificateNightsPerYear: 10 },
  // Famtastic: familiarisation trips, the tightest.
  famAgent: { maxNightsPerStay: 4, maxBookingsPerYear: 4, maxBookingsPerArrivalDate: 1, repeatHotelWindowDays: 180, certificateNightsPerYear: 6 },
};

/** The programme year is rolling: bookings made in the last 365 days count, whatever the calendar says. */
export const PROGRAMME_YEAR_DAYS = 365;

/**
 * E_DOUBLE_CLICK: the same cart, unchanged (same stay, same booker), checked again with the same IATA
 * number within this many seconds of a check that passed is a repeated submit, not a new one.
 */
export const TRAVEL_AGENT_DOUBLE_SUBMIT_SECONDS = 5;

export const isTravelAgentProgramme = (value: string | null | undefined): value is TravelAgentProgramme =>
  (TRAVEL_AGENT_PROGRAMMES as readonly string[]).includes(value ?? '');
