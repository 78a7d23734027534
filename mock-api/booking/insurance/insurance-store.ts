import type { Queryable } from '../../db/database';

export type QuoteRecord = { id: string; cartId: string; premium: number; coveredTripCost: number; currency: string; createdAt: Date; expiresAt: Date };
export type CartInsuranceRecord = { quoteId: string; premium: number; currency: string };

export async function insertQuote(db: Queryable, quote: QuoteRecord): Promise<void> {
  await db.query(
    `insert into travel_insurance_quotes (id, cart_id, premium_minor, covered_trip_cost_minor, currency, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [quote.id, quote.cartId, quote.premium, quote.coveredTripCost, quote.currency, quote.createdAt, quote.expiresAt],
  );
}

/** The quote `id` made for cart `cartId`; null for any other cart's or an unknown id. */
export async function findCartQuote(db: Queryable, id: string, cartId: string): Promise<QuoteRecord | null> {
  const { rows } = await db.query<QuoteRecord>(
    `select id, cart_id as "cartId", premium_minor as premium, covered_trip_cost_minor as "coveredTripCost", currency, created_at as "createdAt", expires_at as "expiresAt"
       from travel_insurance_quotes where id = $1 and cart_id = $2`,
    [id, cartId],
  );
  return rows[0] ?? null;
}

export async function findCartInsurance(db: Queryable, cartId: string): Promise<CartInsuranceRecord | null> {
  const { rows } = await db.query<CartInsuranceRecord>('select quote_id as "quoteId", premium_minor as premium, currency from cart_insurance where cart_id = $1', [cartId]);
  return rows[0] ?? null;
}

/** Adds (or replaces) the cart's policy and bumps the cart's revision, as any change of it does. */
export async function addCartInsurance(tx: Queryable, quote: QuoteRecord, now: Date): Promise<void> {
  await tx.query(
    `insert into cart_insurance (cart_id, quote_id, premium_minor, currency, added_at) values ($1, $2, $3, $4, $5)
     on conflict (cart_id) do update set quote_id = excluded.quote_id, premium_minor = excluded.premium_minor, currency = excluded.currency, added_at = excluded.added_at`,
    [quote.cartId, quote.id, quote.premium, quote.currency, now],
  );
  await bumpRevision(tx, quote.cartId, now);
}

export async function removeCartInsurance(tx: Queryable, cartId: string, now: Date): Promise<void> {
  await tx.query('delete from cart_insurance where cart_id = $1', [cartId]);
  await bumpRevision(tx, cartId, now);
}

async function bumpRevision(tx: Queryable, cartId: string, now: Date) {
  await tx.query('update carts set revision_number = revision_number + 1, updated_at = $2 where id = $1', [cartId, now]);
}
