import type { Queryable } from '../../db/database';

/** The policy an order was insured with at booking; amounts in minor units of `currency`. */
export type OrderPolicy = { policyNumber: string; premium: number; coveredTripCost: number; currency: string };

/**
 * Spec 7 "create travel-insurance order" at booking: the policy added to cart `cartId` (its quote's
 * premium and covered trip cost) becomes order `orderId`'s, numbered from its sequence. Null when the
 * guest added none.
 */
export async function insureOrder(tx: Queryable, { cartId, orderId, now }: { cartId: string; orderId: string; now: Date }): Promise<OrderPolicy | null> {
  const { rows } = await tx.query<OrderPolicy>(
    `insert into travel_insurance_policies (policy_number, order_id, quote_id, premium_minor, covered_trip_cost_minor, currency, created_at)
     select nextval('travel_insurance_policy_numbers')::text, $2, i.quote_id, i.premium_minor, q.covered_trip_cost_minor, i.currency, $3
       from cart_insurance i join travel_insurance_quotes q on q.id = i.quote_id
      where i.cart_id = $1
     returning policy_number as "policyNumber", premium_minor as premium, covered_trip_cost_minor as "coveredTripCost", currency`,
    [cartId, orderId, now],
  );
  return rows[0] ?? null;
}
