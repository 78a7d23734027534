import type { Queryable } from '../../db/database';

/** What insuring a booked order depends on, amounts in minor units of `currency`. */
export type InsurableOrder = {
  orderId: string;
  /** The cart it was booked from: its quotes are the order's. Null for an order booked before carts (the seeded history). */
  cartId: string | null;
  paymentToken: string | null;
  contactEmail: string | null;
  hotelCode: string;
  /** The hotel's IANA zone: "today", against which the first arrival is judged, is its day. */
  timeZone: string;
  currency: string;
  /** The booked rooms' cash with taxes and fees: what a policy covers. */
  tripCost: number;
  /** The first arrival of a booked room; null when every room is cancelled. */
  firstCheckInDate: string | null;
  isInsured: boolean;
};

/** The order `orderId` as insuring it sees it; `forUpdate` holds its row until the transaction ends. */
export async function readInsurableOrder(db: Queryable, orderId: string, { forUpdate = false } = {}): Promise<InsurableOrder | null> {
  if (forUpdate) await db.query('select 1 from orders where id = $1 for update', [orderId]);
  const { rows } = await db.query<InsurableOrder>(
    `select o.id::text as "orderId", o.cart_id as "cartId", o.payment_token as "paymentToken", o.contact_email as "contactEmail", o.hotel_code as "hotelCode",
            h.time_zone as "timeZone", coalesce(min(r.currency), h.currency) as currency,
            (coalesce(sum(r.taxes_minor), 0) + coalesce((select sum(n.cash_minor) from reservation_nights n join reservations b on b.confirmation_number = n.confirmation_number
                                                where b.order_id = o.id and b.status = 'CONFIRMED'), 0))::int as "tripCost",
            to_char(min(r.check_in), 'YYYY-MM-DD') as "firstCheckInDate",
            exists (select 1 from travel_insurance_policies p where p.order_id = o.id) as "isInsured"
       from orders o
       join hotels h on h.code = o.hotel_code
       left join reservations r on r.order_id = o.id and r.status = 'CONFIRMED'
      where o.id = $1
      group by o.id, h.currency, h.time_zone`,
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * Why a booked order cannot be insured now, in words, or null when it can: insured already, booked
 * before online payment (no card to charge, no cart to quote), paid only in points (nothing at risk), or
 * its stay has begun (or every room is cancelled). `today` is the UTC day, as stays are judged.
 */
export function whyNotInsurable(order: InsurableOrder, today: string): string | null {
  if (order.isInsured) return 'This trip is insured already.';
  if (order.cartId === null || order.paymentToken === null) return 'Travel insurance can be added only to a booking made and paid online.';
  if (order.firstCheckInDate === null || order.firstCheckInDate <= today) return 'Travel insurance must be added before the stay begins.';
  if (order.tripCost <= 0) return 'Travel insurance covers what you pay in cash, and this stay is paid in points only, so there is nothing to insure.';
  return null;
}
