import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/booking/search-criteria';
import { PROGRAMME_LIMITS, TRAVEL_AGENT_DOUBLE_SUBMIT_SECONDS, type TravelAgentProgramme } from '../../../shared/booking/travel-agent-programmes';
import type { Database, Queryable } from '../../db/database';
import { createTestDatabase } from '../../testing/test-database';
import { AGENCIES, UNKNOWN_IATA_NUMBER } from '../../seed/travel-agent-fixtures';
import { TRAVEL_AGENT_FIELD, verifyTravelAgent, type TravelAgentRequest } from './verify-travel-agent';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const NOW = new Date('2030-03-10T12:00:00Z');
const TODAY = '2030-03-10';
const iataOf = (programme: TravelAgentProgramme | null) => AGENCIES.find((agency) => agency.programme === programme && agency.status === 'verified')!.iataNumber;
const FLAGGED = AGENCIES.find((agency) => agency.status === 'flagged-for-fraud')!.iataNumber;

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back, so every case starts from the seeded database. */
async function inRolledBack(work: (tx: Queryable) => Promise<void>) {
  await db.transaction(async (tx) => {
    await work(tx);
    throw new Rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Rollback)) throw error;
  });
}

const memberIdOf = async (tx: Queryable, email: string) => (await tx.query<{ id: string }>('select id::text from members where email = $1', [email])).rows[0]!.id;

/** A held cart row at NYCTS (the check reads only its id; the stay is the request's). */
async function insertCart(tx: Queryable): Promise<string> {
  const id = crypto.randomUUID().replaceAll('-', '');
  const { rows } = await tx.query<{ id: string }>(`insert into booking_sessions (token_hash, created_at, last_active_at) values ($1, $2, $2) returning id::text`, [id, NOW]);
  await tx.query(
    `insert into carts (id, booking_session_id, idempotency_key, request_hash, created_at, updated_at, expires_at, hotel_code, check_in, check_out, num_rooms,
       adults_per_room, children_per_room, rewards_redemption, room_type_code, rate_plan_code, currency, tax_basis_points, fee_per_room_night_minor)
     values ($1, $2, $1, 'h', $3, $3, $3::timestamptz + interval '15 minutes', 'NYCTS', $4, $5, 1, 1, 0, false, 'GKNG', 'FLEX', 'USD', 1475, 0)`,
    [id, rows[0]!.id, NOW, addDays(TODAY, 20), addDays(TODAY, 22)],
  );
  return id;
}

type Booking = { hotelCode?: string; checkInDays: number; nights?: number; bookedDaysAgo?: number; cancelled?: boolean };

/** Enrols Ava (who has no bookings) in `programme` with these earlier bookings under it. */
async function agentWith(tx: Queryable, programme: TravelAgentProgramme, bookings: Booking[] = []): Promise<string> {
  const memberId = await memberIdOf(tx, 'ava.morgan@example.com');
  await tx.query('update members set travel_agent_programme = $2 where id = $1', [memberId, programme]);
  for (const booking of bookings) {
    const bookedAt = new Date(NOW.getTime() - (booking.bookedDaysAgo ?? 10) * 86_400_000);
    await tx.query(
      `insert into travel_agent_bookings (member_id, programme, iata_number, hotel_code, check_in, nights, booked_at, cancelled_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [memberId, programme, iataOf(programme), booking.hotelCode ?? 'LONKX', addDays(TODAY, booking.checkInDays), booking.nights ?? 1, bookedAt, booking.cancelled ? NOW : null],
    );
  }
  return memberId;
}

const stay = (cartId: string, checkInDays = 20, nights = 2, hotelCode = 'NYCTS') => ({ id: cartId, hotelCode, checkIn: addDays(TODAY, checkInDays), checkOut: addDays(TODAY, checkInDays + nights) });

/** The code a request is refused with, or 'OK' with the agency when it passes. */
async function outcome(tx: Queryable, request: TravelAgentRequest): Promise<string> {
  try {
    const agency = await verifyTravelAgent(tx, request);
    return `OK ${agency.iataNumber} ${agency.agencyName}`;
  } catch (error) {
    const { extensions, message } = error as { extensions: { code: string; field: string }; message: string };
    expect(extensions.field).toBe(TRAVEL_AGENT_FIELD);
    expect(message.length).toBeGreaterThan(20);
    return extensions.code;
  }
}

const plan = PROGRAMME_LIMITS.planAgent;
const travel = PROGRAMME_LIMITS.travelAgent;

type Case = [name: string, expected: string, build: (tx: Queryable, cartId: string) => Promise<TravelAgentRequest>];

const CASES: Case[] = [
  ['a wrong check digit', 'E_BAD_IATA', async (_tx, id) => ({ iataNumber: '45128032', memberId: null, cart: stay(id), now: NOW })],
  ['seven digits', 'E_BAD_IATA', async (_tx, id) => ({ iataNumber: '4512803', memberId: null, cart: stay(id), now: NOW })],
  ['letters', 'E_BAD_IATA', async (_tx, id) => ({ iataNumber: '4512803X', memberId: null, cart: stay(id), now: NOW })],
  ['a well-formed number no agency holds', 'E_BAD_IATAN_VER', async (_tx, id) => ({ iataNumber: UNKNOWN_IATA_NUMBER, memberId: null, cart: stay(id), now: NOW })],
  ['a flagged agency', 'E_FRAUD_ALERT', async (_tx, id) => ({ iataNumber: FLAGGED, memberId: null, cart: stay(id), now: NOW })],
  ['a visitor with a programme number', 'E_BAD_HSSMMP_ID', async (_tx, id) => ({ iataNumber: iataOf('travelAgent'), memberId: null, cart: stay(id), now: NOW })],
  ['a member in no programme', 'E_BAD_HSSMMP_ID', async (tx, id) => ({ iataNumber: iataOf('travelAgent'), memberId: await memberIdOf(tx, 'liam.chen@example.com'), cart: stay(id), now: NOW })],
  ['a member of another programme', 'E_BAD_HSSMMP_ID', async (tx, id) => ({ iataNumber: iataOf('famAgent'), memberId: await agentWith(tx, 'planAgent'), cart: stay(id), now: NOW })],
  ['a stay longer than the programme allows', 'E_TOO_MANY_NIGHTS', async (tx, id) => ({ iataNumber: iataOf('planAgent'), memberId: await agentWith(tx, 'planAgent'), cart: stay(id, 20, plan.maxNightsPerStay + 1), now: NOW })],
  [
    'a year of bookings used',
    'E_MAX_BOOKINGS',
    async (tx, id) => ({
      iataNumber: iataOf('travelAgent'),
      memberId: await agentWith(tx, 'travelAgent', Array.from({ length: travel.maxBookingsPerYear }, (_, index) => ({ checkInDays: 200 + index * 40 }))),
      cart: stay(id),
      now: NOW,
    }),
  ],
  [
    'a year of bookings, one cancelled and one over a year ago, is not used up',
    'OK',
    async (tx, id) => ({
      iataNumber: iataOf('travelAgent'),
      memberId: await agentWith(tx, 'travelAgent', [
        ...Array.from({ length: travel.maxBookingsPerYear - 2 }, (_, index) => ({ checkInDays: 200 + index * 40 })),
        { checkInDays: 100, cancelled: true },
        { checkInDays: -300, bookedDaysAgo: 400 },
      ]),
      cart: stay(id),
      now: NOW,
    }),
  ],
  [
    'arrivals on the same date used',
    'E_MAX_BOOK_ARRIVAL',
    async (tx, id) => ({
      iataNumber: iataOf('travelAgent'),
      memberId: await agentWith(tx, 'travelAgent', [{ checkInDays: 20, hotelCode: 'LONKX' }, { checkInDays: 20, hotelCode: 'PAROP' }]),
      cart: stay(id),
      now: NOW,
    }),
  ],
  [
    'the same hotel within the window',
    'E_REPEATED_HOTEL',
    async (tx, id) => ({
      iataNumber: iataOf('planAgent'),
      memberId: await agentWith(tx, 'planAgent', [{ checkInDays: 20 + plan.repeatHotelWindowDays - 1, hotelCode: 'NYCTS' }]),
      cart: stay(id),
      now: NOW,
    }),
  ],
  [
    'the same hotel just outside the window',
    'OK',
    async (tx, id) => ({
      iataNumber: iataOf('planAgent'),
      memberId: await agentWith(tx, 'planAgent', [{ checkInDays: 20 + plan.repeatHotelWindowDays, hotelCode: 'NYCTS' }]),
      cart: stay(id),
      now: NOW,
    }),
  ],
  [
    'certificates used up',
    'E_NO_CERTS_LEFT',
    async (tx, id) => ({
      iataNumber: iataOf('planAgent'),
      memberId: await agentWith(tx, 'planAgent', [{ checkInDays: 100, nights: plan.certificateNightsPerYear! - 1 }]),
      cart: stay(id, 20, 2),
      now: NOW,
    }),
  ],
  [
    'the last certificate',
    'OK',
    async (tx, id) => ({
      iataNumber: iataOf('planAgent'),
      memberId: await agentWith(tx, 'planAgent', [{ checkInDays: 100, nights: plan.certificateNightsPerYear! - 1 }]),
      cart: stay(id, 20, 1),
      now: NOW,
    }),
  ],
  ['an ordinary agency for a visitor', 'OK', async (_tx, id) => ({ iataNumber: '3371 9254', memberId: null, cart: stay(id, 20, 30), now: NOW })],
];

describe('verifyTravelAgent', () => {
  it.each(CASES)('%s: %s', async (_name, expected, build) => {
    await inRolledBack(async (tx) => {
      const request = await build(tx, await insertCart(tx));
      expect((await outcome(tx, request)).split(' ')[0]).toBe(expected);
    });
  });

  it('answers the agency of a normalized number', async () => {
    await inRolledBack(async (tx) => {
      expect(await outcome(tx, { iataNumber: '33-71-92-54', memberId: null, cart: stay(await insertCart(tx)), now: NOW })).toBe('OK 33719254 Harbourline Journeys');
    });
  });

  it('refuses the same unchanged cart submitted again within seconds (E_DOUBLE_CLICK), not a changed one or a later one', async () => {
    await inRolledBack(async (tx) => {
      const cartId = await insertCart(tx);
      const request = { iataNumber: '33719254', memberId: null, cart: stay(cartId), now: NOW };
      expect(await outcome(tx, request)).toMatch(/^OK/);
      const soon = new Date(NOW.getTime() + (TRAVEL_AGENT_DOUBLE_SUBMIT_SECONDS - 1) * 1000);
      expect(await outcome(tx, { ...request, now: soon })).toBe('E_DOUBLE_CLICK');
      // The stay changed: a new request.
      expect(await outcome(tx, { ...request, cart: stay(cartId, 21), now: soon })).toMatch(/^OK/);
      // Another cart with the same number: not a double click.
      expect(await outcome(tx, { ...request, cart: stay(await insertCart(tx)), now: soon })).toMatch(/^OK/);
      const later = new Date(NOW.getTime() + (TRAVEL_AGENT_DOUBLE_SUBMIT_SECONDS + 1) * 1000);
      expect(await outcome(tx, { ...request, now: later })).toMatch(/^OK/);
    });
  });

  it('a refused check leaves no record to trip the double-click rule', async () => {
    await inRolledBack(async (tx) => {
      const cartId = await insertCart(tx);
      expect(await outcome(tx, { iataNumber: FLAGGED, memberId: null, cart: stay(cartId), now: NOW })).toBe('E_FRAUD_ALERT');
      const { rows } = await tx.query('select 1 from travel_agent_checks where cart_id = $1', [cartId]);
      expect(rows).toEqual([]);
    });
  });
});

describe('the demo fixtures (docs/demo-data.md)', () => {
  it('Sofia Reyes books under her agency; her seeded bookings make E_REPEATED_HOTEL and E_MAX_BOOK_ARRIVAL reachable', async () => {
    await inRolledBack(async (tx) => {
      const sofia = await memberIdOf(tx, 'sofia.reyes@example.com');
      const { rows } = await tx.query<{ day: string }>(`select to_char(check_in - 60, 'YYYY-MM-DD') as day from travel_agent_bookings where member_id = $1 and hotel_code = 'LONKX'`, [sofia]);
      const seedDay = rows[0]!.day;
      const now = new Date(`${seedDay}T12:00:00Z`);
      const cart = (days: number, nights: number, hotelCode = 'NYCTS') => ({ id: '', hotelCode, checkIn: addDays(seedDay, days), checkOut: addDays(seedDay, days + nights) });
      const ask = async (days: number, nights: number, hotelCode?: string) =>
        (await outcome(tx, { iataNumber: '45128031', memberId: sofia, cart: { ...cart(days, nights, hotelCode), id: await insertCart(tx) }, now })).split(' ')[0];
      expect(await ask(20, 2)).toBe('OK');
      expect(await ask(110, 2)).toBe('E_REPEATED_HOTEL');
      expect(await ask(60, 2, 'SYDCQ')).toBe('E_MAX_BOOK_ARRIVAL');
      expect(await ask(20, 15)).toBe('E_TOO_MANY_NIGHTS');
    });
  });
});
