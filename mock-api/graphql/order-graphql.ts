import { checkInState as checkInStateOn, type CheckInState as StayCheckInState } from '../../shared/domain/check-in-state';
import { moneyOf } from '../../shared/domain/money';
import { cancellationQuote } from '../../shared/domain/room-cancellation';
import { hotelToday } from '../../shared/time/hotel-day';
import { notModifiableReason, orderDates, roomStayAt, type OrderRecord, type RoomRecord, type SuiteNightAwardRecord } from '../reservations/order-record';
import { CheckInState, ReservationStatus, SuiteNightAwardStatus, type Order, type OrderItem } from './generated/resolvers-types';
import type { PropertyRow } from './property-row';

/** The Order fields of checkout.graphql, each answered by its own resolver from the order's record. */
type CheckoutOrderField = 'bookedAt' | 'payment' | 'summaryOfCharges' | 'confirmationMessage' | 'sentMessages' | 'travelInsurance' | 'contact' | 'isGuestBooking' | 'travelAgency';

/**
 * An order as the Order resolvers hand it on: the fields of the reservation pages built, the hotel as
 * its row, and the stored record (only the rooms this browser may see) for the resolvers of the rest.
 */
export type OrderParent = Omit<Order, 'property' | CheckoutOrderField> & { property: PropertyRow; record: OrderRecord };

const CHECK_IN_STATES: Record<StayCheckInState, CheckInState> = {
  PRE_ARRIVAL: CheckInState.PreArrival,
  CHECK_IN_ELIGIBLE: CheckInState.CheckInEligible,
  CHECK_IN_MODIFIABLE: CheckInState.CheckInModifiable,
  CHECKED_IN_HOUSE: CheckInState.CheckedInHouse,
  CHECK_OUT_ELIGIBLE: CheckInState.CheckOutEligible,
};

const SUITE_NIGHT_AWARDS: Record<SuiteNightAwardRecord, SuiteNightAwardStatus> = {
  requested: SuiteNightAwardStatus.Requested,
  guaranteed: SuiteNightAwardStatus.Guaranteed,
  pending: SuiteNightAwardStatus.Pending,
  denied: SuiteNightAwardStatus.Denied,
  removed: SuiteNightAwardStatus.Removed,
  forfeited: SuiteNightAwardStatus.Forfeited,
  cancelled: SuiteNightAwardStatus.Cancelled,
};

const subtotalOf = (room: RoomRecord) => room.nightlyRate * room.nights;
const totalOf = (room: RoomRecord) => subtotalOf(room) + room.taxes;

/** The order as the schema describes it at `now`: check-in states and cancellation terms are judged then. */
export function orderForGraphQL(order: OrderRecord, property: PropertyRow, now: Date): OrderParent {
  const booked = order.rooms.filter((room) => room.cancellation === null);
  return {
    record: order,
    id: order.id,
    orderRevisionNumber: order.revision,
    property,
    items: order.rooms.map((room) => orderItemOf(room, now, !order.isSeenThroughLookup)),
    ...orderDates(order),
    totalPricing: moneyOf(booked.reduce((sum, room) => sum + totalOf(room), 0), property.currency),
  };
}

function orderItemOf(room: RoomRecord, now: Date, mayChange: boolean): OrderItem {
  const money = (minorUnits: number) => moneyOf(minorUnits, room.currency);
  const stay = roomStayAt(room, now);
  const state = checkInStateOn(stay, hotelToday(room.timeZone, now));
  return {
    basicInformation: {
      confirmationNumber: room.confirmationNumber,
      checkInDate: room.checkInDate,
      checkOutDate: room.checkOutDate,
      nights: room.nights,
      adults: room.adults,
      children: room.children,
      ratePlan: room.ratePlan,
      isMemberRate: room.isMemberRate,
    },
    reservationRevisionNumber: room.revision,
    status: room.cancellation ? ReservationStatus.Cancelled : ReservationStatus.Confirmed,
    product: {
      ordinal: room.ordinal,
      inventoryTypeCode: room.inventoryTypeCode,
      name: room.name,
      description: room.description,
      features: room.features,
    },
    guestList: room.guests.map(({ title, givenName, surname, isPrimary }) => ({ name: { title, givenName, surname }, isPrimary })),
    charges: {
      averageNightlyRate: money(room.nightlyRate),
      subtotal: money(subtotalOf(room)),
      taxesAndFees: money(room.taxes),
      total: money(totalOf(room)),
    },
    cancellationPolicy: {
      isCancellable: cancellationQuote(stay, now, room.timeZone).isCancellable,
      freeCancellationUntil: room.freeCancellationUntil?.toISOString() ?? null,
      lateCancellationCharge: money(room.lateCancellationCharge),
    },
    isModifiable: mayChange && room.cancellation === null && notModifiableReason(room, now) === null,
    checkInState: state === null ? null : CHECK_IN_STATES[state],
    suiteNightAward: room.suiteNightAward === null ? null : SUITE_NIGHT_AWARDS[room.suiteNightAward],
    cancellation: room.cancellation
      ? {
          cancellationNumber: room.cancellation.cancellationNumber,
          cancelledAt: room.cancellation.cancelledAt.toISOString(),
          charge: money(room.cancellation.charge),
        }
      : null,
  };
}
