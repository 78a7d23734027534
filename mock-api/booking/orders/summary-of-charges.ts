import { addDays } from '../../../shared/booking/search-criteria';
import type { RoomRecord } from '../../reservations/order-record';
import { divideRoundingHalfUp } from '../minor-units';
import type { ChargedNightRecord } from './charged-nights';
import type { OrderFacts } from './order-facts';

/** Spec 7 summary of charges in minor units of the hotel's currency (the points purchase in its own). */
export type SummaryRecord = {
  nights: ChargedNightRecord[];
  roomsSubtotal: number;
  taxesAndFees: number;
  points: number;
  pointsPurchased: number;
  pointsPurchaseCost: { minor: number; currency: string } | null;
  travelInsurance: number | null;
  cashTotal: number;
  chargedAtBooking: number;
  dueAtHotel: number;
};

export type SummaryInput = {
  /** The rooms the browser may see that are still booked. */
  rooms: readonly RoomRecord[];
  /** Each room's nights as kept at booking; a room of the seeded history kept none. */
  nightsByRoom: ReadonlyMap<string, ChargedNightRecord[]>;
  facts: OrderFacts;
  /** Whether the browser sees every room: the order's own charges (insurance, points bought) are told only then. */
  isWhole: boolean;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const sumOrNull = (values: readonly (number | null)[]) => (values.every((value) => value === null) ? null : sum(values.map((value) => value ?? 0)));

/** A room's nights: as kept, or for a room booked before they were kept, every night at its nightly rate. */
export function nightsOfRoom(room: RoomRecord, kept: readonly ChargedNightRecord[] | undefined): ChargedNightRecord[] {
  if (kept && kept.length > 0) return [...kept];
  return Array.from({ length: room.nights }, (_, index) => ({ date: addDays(room.checkInDate, index), cash: room.nightlyRate, points: null }));
}

/**
 * Every night of every room the browser sees, summed by date; the rooms' subtotal, taxes and points;
 * the order's insurance premium and points bought; what was charged at booking and what is left to pay
 * at the hotel. A browser that sees some rooms of an order gets their share of the charge at booking
 * (the rooms of one booking are alike) and nothing of the order's own extras.
 */
export function summaryOfCharges({ rooms, nightsByRoom, facts, isWhole }: SummaryInput): SummaryRecord {
  const roomNights = rooms.map((room) => nightsOfRoom(room, nightsByRoom.get(room.confirmationNumber)));
  const dates = [...new Set(roomNights.flat().map((night) => night.date))].sort();
  const nights = dates.map((date) => {
    const that = roomNights.flatMap((list) => list.filter((night) => night.date === date));
    return { date, cash: sumOrNull(that.map((night) => night.cash)), points: sumOrNull(that.map((night) => night.points)) };
  });
  const roomsSubtotal = sum(nights.map((night) => night.cash ?? 0));
  const taxesAndFees = sum(rooms.map((room) => room.taxes));
  const insurance = isWhole ? (facts.insurance?.premium ?? null) : null;
  const cashTotal = roomsSubtotal + taxesAndFees + (insurance ?? 0);
  const charged = facts.payment?.chargedAtBooking ?? 0;
  const chargedAtBooking = isWhole ? charged + (insurance ?? 0) : facts.roomCount > 0 ? divideRoundingHalfUp(charged * rooms.length, facts.roomCount) : 0;
  const purchase = isWhole ? facts.pointsPurchase : null;
  return {
    nights,
    roomsSubtotal,
    taxesAndFees,
    points: sum(nights.map((night) => night.points ?? 0)),
    pointsPurchased: purchase?.points ?? 0,
    pointsPurchaseCost: purchase ? { minor: purchase.cost, currency: purchase.currency } : null,
    travelInsurance: insurance,
    cashTotal,
    chargedAtBooking,
    dueAtHotel: Math.max(0, cashTotal - chargedAtBooking),
  };
}
