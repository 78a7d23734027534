import { createGraphQLError } from 'graphql-yoga';
import { TRAVEL_INSURANCE_PROVIDER } from '../../../shared/booking/travel-insurance';
import { hotelToday } from '../../../shared/time/hotel-day';
import type { Queryable } from '../../db/database';
import type { GraphQLContext } from '../../graphql/context';
import { displayLocaleOf } from '../../http/accept-language';
import { mailWords } from '../../mail/mail-words';
import type { CreateTravelInsuranceOrderInput, TravelInsuranceQuote } from '../../graphql/generated/resolvers-types';
import type { OrderParent } from '../../graphql/order-graphql';
import { findPropertyByCode } from '../../graphql/property-row';
import { orderForViewer } from '../../graphql/reservation-resolvers';
import { badUserInput } from '../booking-errors';
import { CART_ID_PATTERN } from '../cart-store';
import { newQuote, quoteShape } from '../insurance/insurance-quote';
import { findCartQuote, insertQuote, type QuoteRecord } from '../insurance/insurance-store';
import { chargeCard } from '../payment/charge-card';
import { readInsurableOrder, whyNotInsurable, type InsurableOrder } from './insurable-order';
import { wholeOrderFor } from './whole-order';
import { moneyText } from '../money-text';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { LOOKUP_NOT_ENOUGH, needsMoreThanLookup } from '../../reservations/lookup-rights';

const unavailable = (message: string) => createGraphQLError(message, { extensions: { code: 'TRAVEL_INSURANCE_UNAVAILABLE' } });
const quoteExpired = () =>
  createGraphQLError('This insurance quote has expired or no longer matches your booking. Ask for a new quote, then insure your trip.', {
    extensions: { code: 'INSURANCE_QUOTE_EXPIRED' },
  });

/**
 * Spec 7 "travel insurance banner": a quote for a booked order that has no policy, for the member who
 * booked it or the browser that did; null when it cannot be insured now (whyNotInsurable), and for a
 * lookup, which may not charge the booker's card (lookup-rights.ts). The quote belongs to the
 * order's cart, as a quote made while booking does, and holds 15 minutes.
 */
export async function travelInsuranceOffer(confirmationNumber: string, context: GraphQLContext): Promise<TravelInsuranceQuote | null> {
  const { db, clock } = context;
  const now = clock();
  const { order, access } = await wholeOrderFor(db, context, confirmationNumber);
  // Its premium would go on the booker's card: no offer to a browser that only looked the order up.
  if (needsMoreThanLookup(access)) return null;
  const insurable = await readInsurableOrder(db, order.id);
  if (!insurable || whyNotInsurable(insurable, hotelToday(insurable.timeZone, now)) !== null) return null;
  const quote = newQuote(insurable.cartId!, insurable.tripCost, insurable.currency, now);
  await insertQuote(db, quote);
  return quoteShape(quote);
}

/**
 * Spec 7 "create travel-insurance cart and order": insures a booked order with a quote of its own, under
 * the order's row lock, in one transaction: the premium charged to the order's card by the payment step
 * (PAYMENT_DECLINED), the policy numbered from its sequence, the order's revision bumped, and the
 * policy's e-mail written to the outbox. The quote must be the order's, still valid, and priced for the
 * trip as it is now (a room cancelled since changes the cost: INSURANCE_QUOTE_EXPIRED).
 */
export async function createTravelInsuranceOrder(input: CreateTravelInsuranceOrderInput, context: GraphQLContext): Promise<OrderParent> {
  const { db, clock } = context;
  const now = clock();
  const { order, access } = await wholeOrderFor(db, context, input.confirmationNumber);
  if (needsMoreThanLookup(access)) throw createGraphQLError(LOOKUP_NOT_ENOUGH, { extensions: { code: ReservationErrorKey.NotPermitted } });
  await db.transaction(async (tx) => {
    const insurable = await readInsurableOrder(tx, order.id, { forUpdate: true });
    if (!insurable) throw new Error(`Order ${order.id} vanished while it was insured`);
    const reason = whyNotInsurable(insurable, hotelToday(insurable.timeZone, now));
    if (reason) throw unavailable(reason);
    const quote = await orderQuote(tx, insurable, input.quoteId, now);
    await chargeCard(tx, context.cardVault, insurable.paymentToken!, [{ amountMinor: quote.premium, currency: quote.currency }]);
    const policyNumber = await insertPolicy(tx, insurable.orderId, quote, now);
    await tx.query('update orders set revision_number = revision_number + 1 where id = $1', [insurable.orderId]);
    if (insurable.contactEmail) await writePolicyEmail(tx, insurable, quote, policyNumber, { locale: displayLocaleOf(context.acceptLanguage), now });
  });
  const insured = await orderForViewer(db, order.id, access, clock());
  if (!insured) throw new Error(`Order ${order.id} vanished after it was insured`);
  return insured;
}

/** The quote `quoteId` of the order's cart, valid now and priced for its trip as it stands. */
async function orderQuote(tx: Queryable, order: InsurableOrder, quoteId: string, now: Date): Promise<QuoteRecord> {
  // Another order's or cart's quote is the same refusal as an unknown one: quotes are not probed.
  const quote = CART_ID_PATTERN.test(quoteId) ? await findCartQuote(tx, quoteId, order.cartId!) : null;
  if (!quote) throw badUserInput('quoteId', 'This is not a quote for this booking. Ask for a quote, then insure your trip.');
  if (quote.expiresAt.getTime() <= now.getTime() || quote.coveredTripCost !== order.tripCost || quote.currency !== order.currency) throw quoteExpired();
  return quote;
}

async function insertPolicy(tx: Queryable, orderId: string, quote: QuoteRecord, now: Date): Promise<string> {
  const { rows } = await tx.query<{ policyNumber: string }>(
    `insert into travel_insurance_policies (policy_number, order_id, quote_id, premium_minor, covered_trip_cost_minor, currency, created_at)
     values (nextval('travel_insurance_policy_numbers')::text, $1, $2, $3, $4, $5, $6) returning policy_number as "policyNumber"`,
    [orderId, quote.id, quote.premium, quote.coveredTripCost, quote.currency, now],
  );
  return rows[0]!.policyNumber;
}

async function writePolicyEmail(tx: Queryable, order: InsurableOrder, quote: QuoteRecord, policyNumber: string, { locale: requested, now }: { locale: string; now: Date }) {
  const hotel = await findPropertyByCode(tx, order.hotelCode);
  const { t, locale } = await mailWords(requested);
  const money = (minor: number) => moneyText(minor, quote.currency, locale);
  await tx.query(
    `insert into outbox_messages (order_id, channel, recipient, subject, body, locale, created_at, kind) values ($1, 'EMAIL', $2, $3, $4, $5, $6, 'INSURANCE')`,
    [
      order.orderId,
      order.contactEmail,
      t('mail.insurance.subject', { policyNumber }),
      [
        t('mail.insurance.policy', { provider: TRAVEL_INSURANCE_PROVIDER, policyNumber, hotelName: hotel?.name ?? order.hotelCode }),
        t('mail.insurance.cover', { amount: money(quote.coveredTripCost) }),
        t('mail.insurance.premium', { amount: money(quote.premium) }),
      ].join('\n'),
      locale,
      now,
    ],
  );
}
