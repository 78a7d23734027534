import type { RoomStay } from '../../shared/domain/check-in-state';
import { cancellationQuote, type CancellationTerms } from '../../shared/domain/room-cancellation';

/** Spec 3, Suite Night Award statuses, as stored. */
export type SuiteNightAwardRecord = 'requested' | 'guaranteed' | 'pending' | 'denied' | 'removed' | 'forfeited' | 'cancelled';

export type GuestRecord = { title: string | null; givenName: string; surname: string; isPrimary: boolean };

/** A cancellation kept on its room. Amounts here and below are in the currency's minor units. */
export type CancellationRecord = { cancellationNumber: string; cancelledAt: Date; charge: number };

/** One room of an order as stored: one row of `reservations` with its guests. */
export type RoomRecord = {
  confirmationNumber: string;
  ordinal: number;
  revision: number;
  /** ISO dates. */
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  name: string;
  description: string;
  features: string[];
  inventoryTypeCode: string;
  ratePlan: string;
  isMemberRate: boolean;
  adults: number;
  children: number;
  currency: string;
  nightlyRate: number;
  /** Taxes and fees of the whole stay. */
  taxes: number;
  freeCancellationUntil: Date | null;
  lateCancellationCharge: number;
  /** Paid in full when booked and not refundable: its rate says so (or, for the seeded history, it was never free to cancel). */
  isPrepaid: boolean;
  suiteNightAward: SuiteNightAwardRecord | null;
  checkedInOnlineAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancellation: CancellationRecord | null;
  guests: GuestRecord[];
  /** The hotel's IANA zone: the stay's days (today, the check-in window) are its days. */
  timeZone: string;
};

/** One order with its rooms in booking order. */
export type OrderRecord = {
  id: string;
  memberId: string | null;
  hotelCode: string;
  revision: number;
  rooms: RoomRecord[];
  /** Set on the part of an order a browser sees through its lookups alone, unproven by the booking's code: it may not change it (lookup-rights.ts). */
  isSeenThroughLookup?: boolean;
};

const hasHappenedBy = (instant: Date | null, now: Date) => instant !== null && instant.getTime() <= now.getTime();

/**
 * The room as the stay rules see it at `now`. What the hotel recorded counts from the moment it
 * happened, so a clock moved back (in tests) sees the stay as it was then.
 */
export function roomStayAt(room: RoomRecord, now: Date): RoomStay & CancellationTerms {
  return {
    checkInDate: room.checkInDate,
    checkOutDate: room.checkOutDate,
    isCancelled: room.cancellation !== null,
    hasArrived: hasHappenedBy(room.checkedInAt, now),
    hasDeparted: hasHappenedBy(room.checkedOutAt, now),
    hasCheckedInOnline: hasHappenedBy(room.checkedInOnlineAt, now),
    freeCancellationUntil: room.freeCancellationUntil,
    lateCancellationCharge: room.lateCancellationCharge,
  };
}

/** The whole stay's dates: first arrival and last departure over the rooms. */
export function orderDates(order: OrderRecord): { checkInDate: string; checkOutDate: string } {
  const arrivals = order.rooms.map((room) => room.checkInDate).sort();
  const departures = order.rooms.map((room) => room.checkOutDate).sort();
  return { checkInDate: arrivals[0] ?? '', checkOutDate: departures[departures.length - 1] ?? '' };
}

/**
 * Why the room cannot be changed online at `now` (E_MOD_DISALLOW), or null when it can: the stay has
 * begun or ended, the guest checked in online (the hotel changes it from then on), or the rate was paid
 * in full and is not refundable. A cancelled room is E_ALREADY_CANCELLED, asked before this.
 */
export function notModifiableReason(room: RoomRecord, now: Date): string | null {
  const stay = roomStayAt(room, now);
  if (!cancellationQuote(stay, now, room.timeZone).isCancellable) return `The stay of room ${room.confirmationNumber} has begun or ended.`;
  if (stay.hasCheckedInOnline) return `Room ${room.confirmationNumber} is checked in online: the hotel changes it from now on.`;
  if (room.isPrepaid) return `Room ${room.confirmationNumber} was paid in full when booked and is not refundable.`;
  return null;
}
