import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { NightPrice } from '../rate-plan-price';

/** An order as create order writes it (migration 0010's columns); amounts in minor units. */
export type NewOrder = {
  memberId: string | null;
  hotelCode: string;
  cartId: string;
  bookingSessionId: string;
  contact: { email: string; phone: string | null; countryCode: string };
  payment: { token: string; methodCode: string; chargedAtBooking: number };
  iataNumber: string | null;
  pointsPurchase: { points: number; cost: number; currency: string } | null;
  now: Date;
};

/** Every room of a booking is the same room at the same rate for the same guest; only its number and place differ. */
export type NewRoom = {
  checkInDate: string;
  nights: readonly NightPrice[];
  roomName: string;
  ratePlanName: string;
  ratePlanCode: string;
  inventoryTypeCode: string;
  description: string;
  features: string[];
  adults: number;
  children: number;
  currency: string;
  /** The average of the nights, half up, before taxes. */
  nightlyRate: number;
  /** Taxes and fees of the whole stay of one room. */
  taxes: number;
  isMemberRate: boolean;
  freeCancellationUntil: Date | null;
  lateCancellationCharge: number;
  pointsPerNight: number | null;
  roomRequests: string[];
  comments: string | null;
  arrivalTime: string | null;
  guest: { title: string | null; givenName: string; surname: string };
};

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into orders (member_id, hotel_code, created_at, cart_id, booking_session_id, contact_email, contact_phone, contact_country_code,
       payment_token, payment_method_code, charged_at_booking_minor, iata_number, points_purchased, points_purchase_cost_minor, points_purchase_currency)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id::text`,
    [
      order.memberId,
      order.hotelCode,
      order.now,
      order.cartId,
      order.bookingSessionId,
      order.contact.email,
      order.contact.phone,
      order.contact.countryCode,
      order.payment.token,
      order.payment.methodCode,
      order.payment.chargedAtBooking,
      order.iataNumber,
      order.pointsPurchase?.points ?? 0,
      order.pointsPurchase?.cost ?? null,
      order.pointsPurchase?.currency ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * Confirmation numbers are drawn at random from eight-digit numbers below the demo fixtures' (71…, 82…,
 * 91…): a booking's number says nothing of the next one's, so a lookup cannot walk from one order to
 * the next and rest on the surname alone. Fifty million of them keep a guessed number a long shot.
 */
export const CONFIRMATION_NUMBERS_DRAWN = { from: 20_000_000, below: 70_000_000 } as const;

/** `count` confirmation numbers no room holds yet, lowest first. */
async function drawConfirmationNumbers(tx: Queryable, count: number): Promise<string[]> {
  const drawn = new Set<string>();
  while (drawn.size < count) {
    const candidates = Array.from({ length: count - drawn.size }, () => String(randomInt(CONFIRMATION_NUMBERS_DRAWN.from, CONFIRMATION_NUMBERS_DRAWN.below)));
    const { rows } = await tx.query<{ number: string }>('select confirmation_number as number from reservations where confirmation_number = any($1::text[])', [candidates]);
    const taken = new Set(rows.map((row) => row.number));
    for (const candidate of candidates) if (!taken.has(candidate)) drawn.add(candidate);
  }
  return [...drawn].sort();
}

/**
 * `count` rooms of order `orderId`, each with a confirmation number of its own (room 1 the lowest), the
 * guest as its primary guest (so a lookup with the guest's surname finds the whole order) and every
 * night as the cart held it. Answers the confirmation numbers in room order.
 */
export async function insertRooms(tx: Queryable, orderId: string, room: NewRoom, count: number, now: Date): Promise<string[]> {
  const numbers = await drawConfirmationNumbers(tx, count);
  await tx.query(
    `insert into reservations (confirmation_number, order_id, room_ordinal, check_in, nights, room_name, rate_plan, status, created_at,
       inventory_type_code, room_description, room_features, adults, children, currency, nightly_rate_minor, taxes_minor, is_member_rate,
       free_cancellation_until, late_cancellation_charge_minor, rate_plan_code, points_per_night, takes_inventory, room_request_codes,
       comments, arrival_time)
     select n.number, $2, n.ordinal, $3, $4, $5, $6, 'CONFIRMED', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, true, $21, $22, $23
       from unnest($1::text[]) with ordinality as n (number, ordinal)`,
    [
      numbers,
      orderId,
      room.checkInDate,
      room.nights.length,
      room.roomName,
      room.ratePlanName,
      now,
      room.inventoryTypeCode,
      room.description,
      room.features,
      room.adults,
      room.children,
      room.currency,
      room.nightlyRate,
      room.taxes,
      room.isMemberRate,
      room.freeCancellationUntil,
      room.lateCancellationCharge,
      room.ratePlanCode,
      room.pointsPerNight,
      room.roomRequests,
      room.comments,
      room.arrivalTime,
    ],
  );
  await tx.query(
    `insert into reservation_guests (confirmation_number, position, title, given_name, surname, is_primary)
     select number, 1, $2, $3, $4, true from unnest($1::text[]) as number`,
    [numbers, room.guest.title, room.guest.givenName, room.guest.surname],
  );
  await tx.query(
    `insert into reservation_nights (confirmation_number, night, cash_minor, points)
     select number, n.night, n.cash, n.points from unnest($1::text[]) as number
      cross join unnest($2::date[], $3::int[], $4::int[]) as n (night, cash, points)`,
    [numbers, room.nights.map((night) => night.date), room.nights.map((night) => night.cash), room.nights.map((night) => night.points)],
  );
  return numbers;
}
