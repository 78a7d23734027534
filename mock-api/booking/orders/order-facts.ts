import type { Queryable } from '../../db/database';
import type { CardRecord } from '../payment/card-token-store';


/**
 * What the confirmation reads of an order beyond its rooms (migration 0010's columns and the rows that
 * belong to the order), amounts in minor units. `roomCount` is every room of the order, so a browser's
 * view of it can be told whole or partial.
 */
export type OrderFacts = {
  orderId: string;
  bookedAt: Date;
  memberId: string | null;
  roomCount: number;
  /** The booker's contact: the form's for an order booked here, the member's profile for the seeded history. */
  contact: { email: string; phone: string | null; countryCode: string | null } | null;
  payment: { card: CardRecord; methodCode: string; chargedAtBooking: number } | null;
  pointsPurchase: { points: number; cost: number; currency: string } | null;
  insurance: { policyNumber: string; premium: number; coveredTripCost: number; currency: string } | null;
  agency: { iataNumber: string; agencyName: string } | null;
};

type Row = {
  orderId: string;
  bookedAt: Date;
  memberId: string | null;
  roomCount: number;
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  card: CardRecord | null;
  methodCode: string | null;
  chargedAtBooking: number | null;
  pointsPurchased: number;
  pointsPurchaseCost: number | null;
  pointsPurchaseCurrency: string | null;
  insurance: OrderFacts['insurance'];
  iataNumber: string | null;
  agencyName: string | null;
};

/** The facts of `orderIds` in one query whatever their number; unknown ids are left out. */
export async function readOrderFacts(db: Queryable, orderIds: readonly string[]): Promise<Map<string, OrderFacts>> {
  const { rows } = await db.query<Row>(
    `select o.id::text as "orderId", o.created_at as "bookedAt", o.member_id::text as "memberId",
            (select count(*)::int from reservations r where r.order_id = o.id) as "roomCount",
            coalesce(o.contact_email, m.email) as email,
            case when o.contact_email is null then m.phone_digits else o.contact_phone end as phone,
            case when o.contact_email is null then m.country_code else o.contact_country_code end as "countryCode",
            case when t.token is null then null else json_build_object('token', t.token, 'brand', t.brand, 'lastFour', t.last_four,
              'expiryMonth', t.expiry_month, 'expiryYear', t.expiry_year, 'cardholderName', t.cardholder_name) end as card,
            o.payment_method_code as "methodCode", o.charged_at_booking_minor as "chargedAtBooking",
            o.points_purchased as "pointsPurchased", o.points_purchase_cost_minor as "pointsPurchaseCost", o.points_purchase_currency as "pointsPurchaseCurrency",
            case when p.policy_number is null then null else json_build_object('policyNumber', p.policy_number, 'premium', p.premium_minor,
              'coveredTripCost', p.covered_trip_cost_minor, 'currency', p.currency) end as insurance,
            o.iata_number as "iataNumber", a.name as "agencyName"
       from orders o
       left join members m on m.id = o.member_id
       left join payment_card_tokens t on t.token = o.payment_token
       left join travel_insurance_policies p on p.order_id = o.id
       left join travel_agencies a on a.iata_number = o.iata_number
      where o.id = any($1::bigint[])`,
    [orderIds],
  );
  return new Map(rows.map((row) => [row.orderId, factsOf(row)]));
}

function factsOf(row: Row): OrderFacts {
  const { card, methodCode, chargedAtBooking, pointsPurchaseCost, pointsPurchaseCurrency } = row;
  return {
    orderId: row.orderId,
    bookedAt: row.bookedAt,
    memberId: row.memberId,
    roomCount: row.roomCount,
    contact: row.email === null ? null : { email: row.email, phone: row.phone, countryCode: row.countryCode },
    // The table's check keeps token, method and charge together.
    payment: card && methodCode !== null && chargedAtBooking !== null ? { card, methodCode, chargedAtBooking } : null,
    pointsPurchase:
      row.pointsPurchased > 0 && pointsPurchaseCost !== null && pointsPurchaseCurrency !== null
        ? { points: row.pointsPurchased, cost: pointsPurchaseCost, currency: pointsPurchaseCurrency }
        : null,
    insurance: row.insurance,
    agency: row.iataNumber !== null && row.agencyName !== null ? { iataNumber: row.iataNumber, agencyName: row.agencyName } : null,
  };
}
