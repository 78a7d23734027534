import { paymentMethodKind } from '../../../shared/booking/payment-methods';
import type { Queryable } from '../../db/database';
import { cancellationPolicyFor, type CancellationTerms } from '../cancellation-policy';
import { cartPaymentTerms, type CartPaymentTerms } from '../cart-payment-terms';
import type { CartRecord } from '../cart-store';
import { pointsDeductedBy } from '../guest-info/cart-extras';
import { savedBuyPointConsent } from '../guest-info/cart-guest-store';
import { hotelTimeZone, loadRatePlanRules } from '../hotel-catalogue';
import { rulesTextOf } from '../rate-details';
import { moneyText, pointsText } from '../money-text';
import { pointsPlanFor, type PointsPlan } from './points-plan';

/** The acknowledgements a booking can ask for (checkout.graphql, BookingAcknowledgement.code). */
export const ACKNOWLEDGEMENT_CODES = ['RATE_RULES', 'PREPAID_CHARGE', 'DEPOSIT_CHARGE', 'POINTS_REDEMPTION', 'POINTS_PURCHASE'] as const;
export type AcknowledgementCode = (typeof ACKNOWLEDGEMENT_CODES)[number];

export type Acknowledgement = { code: AcknowledgementCode; text: string };

export const isAcknowledgementCode = (value: string): value is AcknowledgementCode => (ACKNOWLEDGEMENT_CODES as readonly string[]).includes(value);

/** What the acknowledgements of one cart say, already worked out: amounts in minor units of `currency`. */
export type AcknowledgementFacts = {
  rules: readonly string[];
  cancellation: string;
  isNonRefundable: boolean;
  terms: CartPaymentTerms;
  currency: string;
  points: PointsPlan;
  locale: string;
};

/**
 * Spec 2 pre-booking acknowledgements, in the order the review page lists them: the rate's rules and
 * cancellation policy always; the charge at booking of a prepaid (1.PMT) or deposit (4 and 8 .PMT) rate;
 * the points a points rate deducts; and the points bought when the balance lacks some and the member
 * agreed to buy them. Each says what the guest accepts with this cart's amounts.
 */
export function acknowledgementsOf(facts: AcknowledgementFacts): Acknowledgement[] {
  const { terms, currency, points, locale } = facts;
  const money = (minor: number) => moneyText(minor, currency, locale);
  const list: Acknowledgement[] = [{ code: 'RATE_RULES', text: [...facts.rules, facts.cancellation].join(' ') }];
  const kind = paymentMethodKind(terms.methodCode);
  if (kind === 'PREPAYMENT') {
    const refund = facts.isNonRefundable ? ', and that it cannot be refunded' : '';
    list.push({ code: 'PREPAID_CHARGE', text: `I agree that the whole stay, ${money(terms.dueNow)} with taxes and fees, is charged to my card when I book${refund}.` });
  }
  if (kind === 'DEPOSIT') {
    list.push({
      code: 'DEPOSIT_CHARGE',
      text: `I agree that a deposit of ${money(terms.dueNow)} is charged to my card when I book, and that the remaining ${money(terms.dueAtHotel)} is paid at the hotel.`,
    });
  }
  if (points.kind !== 'none') {
    list.push({ code: 'POINTS_REDEMPTION', text: `I agree that ${pointsText(points.deducted, locale)} points are deducted from my Portico Rewards account for this stay.` });
  }
  if (points.kind === 'buy') {
    list.push({
      code: 'POINTS_PURCHASE',
      text: `I agree to buy ${pointsText(points.bought, locale)} points for ${moneyText(points.cost, points.currency, locale)}, charged to my card when I book, to cover the ${pointsText(points.shortfall, locale)} points my balance lacks.`,
    });
  }
  return list;
}

/** The cart's acknowledgements for a member with `balance` points (0 for a visitor), judged at `now`. */
export async function cartAcknowledgements(db: Queryable, cart: CartRecord, { balance, locale, now }: { balance: number; locale: string; now: Date }) {
  const { propertyId, checkInDate, numRooms } = cart.criteria;
  const [plan, rules, terms, consent, timeZone] = await Promise.all([
    cancellationTermsOf(db, propertyId, cart.ratePlanCode),
    loadRatePlanRules(db, propertyId, cart.ratePlanCode),
    cartPaymentTerms(db, cart),
    savedBuyPointConsent(db, cart.id),
    hotelTimeZone(db, propertyId),
  ]);
  const policy = cancellationPolicyFor(plan, { checkInDate, timeZone, nights: cart.nights, numRooms, taxes: cart.taxes, currency: cart.currency, now, locale });
  // Spec 3 default state: buying the lacking points is agreed until the guest unticks it.
  const points = pointsPlanFor(pointsDeductedBy(cart), balance, consent ?? true);
  const facts: AcknowledgementFacts = {
    rules: rulesTextOf(rules, locale).descriptions,
    cancellation: policy.description,
    isNonRefundable: plan.isPrepaidNonRefundable,
    terms,
    currency: cart.currency,
    points,
    locale,
  };
  return { acknowledgements: acknowledgementsOf(facts), points, terms };
}

async function cancellationTermsOf(db: Queryable, hotelCode: string, ratePlanCode: string): Promise<CancellationTerms> {
  const { rows } = await db.query<CancellationTerms>(
    `select is_prepaid_non_refundable as "isPrepaidNonRefundable", free_cancellation_days as "freeCancellationDays"
       from rate_plans where hotel_code = $1 and code = $2`,
    [hotelCode, ratePlanCode],
  );
  // A cart's rate plan cannot be removed while the cart refers to it (foreign key).
  if (!rows[0]) throw new Error('A cart refers to a rate plan that is gone');
  return rows[0];
}
