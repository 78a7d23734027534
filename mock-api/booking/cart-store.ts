import { randomBytes } from 'node:crypto';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import type { Queryable } from '../db/database';
import { requestFingerprint } from '../http/request-fingerprint';
import type { NightPrice } from './rate-plan-price';
import type { TaxTerms } from './taxes';

/** A cart id: 24 random bytes (192 bits), base64url, so 32 characters of A-Z, a-z, 0-9, - and _. */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const newCartId = () => randomBytes(24).toString('base64url');

/** A cart as stored: its stay, the rate it holds, and the prices and taxes held for it. */
export type CartRecord = {
  id: string;
  bookingSessionId: string;
  idempotencyKey: string;
  requestHash: string;
  revisionNumber: number;
  expiresAt: Date;
  memberId: string | null;
  criteria: SearchCriteria;
  roomTypeCode: string;
  ratePlanCode: string;
  currency: string;
  taxes: TaxTerms;
  /** One room each, in order. */
  nights: NightPrice[];
  /** When the cart became an order (createOrder); a booked cart is never changed again. */
  orderedAt: Date | null;
};

/** What a create call asked, as one hash: a repeat of its key must ask the same. */
export function requestHashOf(criteria: SearchCriteria, roomTypeCode: string, ratePlanCode: string): string {
  return requestFingerprint([criteria, roomTypeCode, ratePlanCode]);
}

const COLUMNS = `c.id, c.booking_session_id::text as "bookingSessionId", c.idempotency_key as "idempotencyKey", c.request_hash as "requestHash",
  c.revision_number as "revisionNumber", c.expires_at as "expiresAt", c.member_id::text as "memberId",
  json_build_object('propertyId', c.hotel_code, 'checkInDate', to_char(c.check_in, 'YYYY-MM-DD'), 'checkOutDate', to_char(c.check_out, 'YYYY-MM-DD'),
    'numRooms', c.num_rooms, 'numAdultsPerRoom', c.adults_per_room, 'numChildrenPerRoom', c.children_per_room,
    'rewardsRedemption', c.rewards_redemption) as criteria,
  c.room_type_code as "roomTypeCode", c.rate_plan_code as "ratePlanCode", c.currency, c.ordered_at as "orderedAt",
  json_build_object('taxBasisPoints', c.tax_basis_points, 'feePerRoomNightMinor', c.fee_per_room_night_minor) as taxes,
  (select json_agg(json_build_object('date', to_char(n.night, 'YYYY-MM-DD'), 'cash', n.cash_minor, 'points', n.points,
     'flexiblePrice', n.flexible_price_minor) order by n.night) from cart_nights n where n.cart_id = c.id) as nights`;

/**
 * The cart `id` of booking session `bookingSessionId`, expired or not (the caller judges); null for
 * any other. `forUpdate` locks its row until the transaction ends, so two changes queue.
 */
export async function findSessionCart(db: Queryable, id: string, bookingSessionId: string, { forUpdate = false } = {}): Promise<CartRecord | null> {
  if (forUpdate) await db.query('select 1 from carts where id = $1 and booking_session_id = $2 for update', [id, bookingSessionId]);
  const { rows } = await db.query<CartRecord>(`select ${COLUMNS} from carts c where c.id = $1 and c.booking_session_id = $2`, [id, bookingSessionId]);
  return rows[0] ?? null;
}

/** The cart a session made with an idempotency key, if any. */
export async function findCartByKey(db: Queryable, bookingSessionId: string, idempotencyKey: string): Promise<CartRecord | null> {
  const { rows } = await db.query<CartRecord>(`select ${COLUMNS} from carts c where c.booking_session_id = $1 and c.idempotency_key = $2`, [
    bookingSessionId,
    idempotencyKey,
  ]);
  return rows[0] ?? null;
}

/** Stores a new cart with its nights; false (and nothing stored) when its session already used its key. */
export async function insertCart(tx: Queryable, cart: CartRecord, now: Date): Promise<boolean> {
  const { criteria, taxes } = cart;
  const { rows } = await tx.query(
    `insert into carts (id, booking_session_id, idempotency_key, request_hash, revision_number, created_at, updated_at, expires_at, member_id,
       hotel_code, check_in, check_out, num_rooms, adults_per_room, children_per_room, rewards_redemption, room_type_code, rate_plan_code,
       currency, tax_basis_points, fee_per_room_night_minor)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     on conflict (booking_session_id, idempotency_key) do nothing returning 1`,
    [
      cart.id,
      cart.bookingSessionId,
      cart.idempotencyKey,
      cart.requestHash,
      cart.revisionNumber,
      now,
      cart.expiresAt,
      cart.memberId,
      criteria.propertyId,
      criteria.checkInDate,
      criteria.checkOutDate,
      criteria.numRooms,
      criteria.numAdultsPerRoom,
      criteria.numChildrenPerRoom,
      criteria.rewardsRedemption,
      cart.roomTypeCode,
      cart.ratePlanCode,
      cart.currency,
      taxes.taxBasisPoints,
      taxes.feePerRoomNightMinor,
    ],
  );
  if (rows.length === 0) return false;
  await insertNights(tx, cart.id, cart.nights);
  return true;
}

/** A change of a cart's rooms, guests or rate: its new pricing replaces the held one, its revision is bumped. */
export async function repriceCart(tx: Queryable, cart: CartRecord, now: Date): Promise<void> {
  const { criteria, taxes } = cart;
  await tx.query(
    `update carts set revision_number = revision_number + 1, updated_at = $2, expires_at = $3, member_id = $4, num_rooms = $5,
       adults_per_room = $6, children_per_room = $7, rate_plan_code = $8, tax_basis_points = $9, fee_per_room_night_minor = $10
     where id = $1`,
    [cart.id, now, cart.expiresAt, cart.memberId, criteria.numRooms, criteria.numAdultsPerRoom, criteria.numChildrenPerRoom, cart.ratePlanCode, taxes.taxBasisPoints, taxes.feePerRoomNightMinor],
  );
  await tx.query('delete from cart_nights where cart_id = $1', [cart.id]);
  await insertNights(tx, cart.id, cart.nights);
}

/** A renewed hold: the prices stay as held; the revision is bumped, as for any change. */
export async function extendCart(tx: Queryable, cartId: string, expiresAt: Date, now: Date): Promise<void> {
  await tx.query('update carts set revision_number = revision_number + 1, updated_at = $2, expires_at = $3 where id = $1', [cartId, now, expiresAt]);
}

async function insertNights(tx: Queryable, cartId: string, nights: readonly NightPrice[]) {
  await tx.query(
    `insert into cart_nights (cart_id, night, cash_minor, points, flexible_price_minor)
     select $1, n.* from unnest($2::date[], $3::int[], $4::int[], $5::int[]) as n`,
    [cartId, nights.map((night) => night.date), nights.map((night) => night.cash), nights.map((night) => night.points), nights.map((night) => night.flexiblePrice)],
  );
}
