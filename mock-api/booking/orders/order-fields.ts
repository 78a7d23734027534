import { TRAVEL_INSURANCE_PROVIDER } from '../../../shared/booking/travel-insurance';
import { moneyOf } from '../../../shared/domain/money';
import { readablePhoneNumber } from '../../../shared/validation/phone-number';
import type { GraphQLContext } from '../../graphql/context';
import type { OrderResolvers } from '../../graphql/generated/resolvers-types';
import { orderCardShape } from '../payment/card-summary-shape';
import { paymentMethodShape } from '../payment/payment-method-shape';
import type { OrderParent } from '../../graphql/order-graphql';
import { confirmationMessageOf } from './confirmation-message';
import type { OrderFacts } from './order-facts';
import { orderLoaders } from './order-loaders';
import { sentMessageOf } from './sent-messages';
import { displayLocaleOf } from '../../http/accept-language';
import { summaryOfCharges } from './summary-of-charges';

type CheckoutOrderField = 'bookedAt' | 'payment' | 'summaryOfCharges' | 'confirmationMessage' | 'sentMessages' | 'travelInsurance' | 'contact' | 'isGuestBooking' | 'travelAgency';

/**
 * The order's facts, and whether this browser sees every room of it (the parent carries only the rooms
 * it may see). What belongs to the order as a whole, rather than to a room (the booker's contact, the
 * card, the insurance, the agency, the messages), is told only to a browser that sees it whole.
 */
async function viewOf(order: OrderParent, context: GraphQLContext): Promise<{ facts: OrderFacts; isWhole: boolean }> {
  const facts = await orderLoaders(context).facts.load(order.id);
  // The parent was read from this order's row a moment ago, and orders are never deleted.
  if (!facts) throw new Error(`Order ${order.id} has no row`);
  return { facts, isWhole: facts.roomCount === order.record.rooms.length };
}

const currencyOf = (order: OrderParent) => order.record.rooms[0]?.currency ?? order.property.currency.toUpperCase();

/** Order fields of checkout.graphql: what the confirmation page reads of a booked order. */
export const orderCheckoutResolvers: Pick<OrderResolvers, CheckoutOrderField> = {
  bookedAt: async (order, _args, context) => (await viewOf(order, context)).facts.bookedAt.toISOString(),

  isGuestBooking: async (order, _args, context) => (await viewOf(order, context)).facts.memberId === null,

  payment: async (order, _args, context) => {
    const { facts, isWhole } = await viewOf(order, context);
    if (!isWhole || !facts.payment) return null;
    const { card, methodCode, chargedAtBooking } = facts.payment;
    return {
      card: orderCardShape(card),
      paymentMethod: paymentMethodShape({ methodCode, dueNow: chargedAtBooking }, currencyOf(order)),
    };
  },

  summaryOfCharges: async (order, _args, context) => {
    const { facts, isWhole } = await viewOf(order, context);
    const rooms = order.record.rooms.filter((room) => room.cancellation === null);
    const loader = orderLoaders(context).nights;
    const kept = await Promise.all(rooms.map(async (room) => [room.confirmationNumber, (await loader.load(room.confirmationNumber)) ?? []] as const));
    const summary = summaryOfCharges({ rooms, nightsByRoom: new Map(kept), facts, isWhole });
    const currency = currencyOf(order);
    const money = (minor: number) => moneyOf(minor, currency);
    return {
      nights: summary.nights.map((night) => ({ date: night.date, cash: night.cash === null ? null : money(night.cash), points: night.points })),
      roomsSubtotal: money(summary.roomsSubtotal),
      taxesAndFees: money(summary.taxesAndFees),
      points: summary.points,
      pointsPurchased: summary.pointsPurchased,
      pointsPurchaseCost: summary.pointsPurchaseCost && moneyOf(summary.pointsPurchaseCost.minor, summary.pointsPurchaseCost.currency),
      travelInsurance: summary.travelInsurance === null ? null : money(summary.travelInsurance),
      cashTotal: money(summary.cashTotal),
      chargedAtBooking: money(summary.chargedAtBooking),
      dueAtHotel: money(summary.dueAtHotel),
    };
  },

  confirmationMessage: async (order, _args, context) => {
    const { facts, isWhole } = await viewOf(order, context);
    const rooms = order.record.rooms;
    const firstRoom = rooms[0];
    const guest = firstRoom?.guests.find((candidate) => candidate.isPrimary) ?? firstRoom?.guests[0];
    return confirmationMessageOf({
      guestGivenName: guest?.givenName ?? '',
      hotelName: order.property.name,
      checkInDate: order.checkInDate,
      confirmationNumbers: rooms.map((room) => room.confirmationNumber),
      isCancelled: rooms.length > 0 && rooms.every((room) => room.cancellation !== null),
      email: isWhole ? (facts.contact?.email ?? null) : null,
      locale: displayLocaleOf(context.acceptLanguage),
    });
  },

  sentMessages: async (order, _args, context) => {
    if (!(await viewOf(order, context)).isWhole) return [];
    const messages = (await orderLoaders(context).messages.load(order.id)) ?? [];
    return messages.map(sentMessageOf);
  },

  travelInsurance: async (order, _args, context) => {
    const { facts, isWhole } = await viewOf(order, context);
    const policy = isWhole ? facts.insurance : null;
    if (!policy) return null;
    return {
      policyNumber: policy.policyNumber,
      provider: TRAVEL_INSURANCE_PROVIDER,
      premium: moneyOf(policy.premium, policy.currency),
      coveredTripCost: moneyOf(policy.coveredTripCost, policy.currency),
    };
  },

  contact: async (order, _args, context) => {
    const { facts, isWhole } = await viewOf(order, context);
    if (!isWhole || !facts.contact) return null;
    const { phone, countryCode } = facts.contact;
    return { ...facts.contact, phoneDisplay: phone ? readablePhoneNumber(phone, countryCode) : null };
  },

  travelAgency: async (order, _args, context) => {
    const { facts, isWhole } = await viewOf(order, context);
    return isWhole ? facts.agency : null;
  },
};
