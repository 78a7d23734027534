/**
 * Where one room's stay stands on a given day (spec 02 section 3, check-in states), decided once for
 * the server that answers `OrderItem.checkInState` and the pages that show it. Days are ISO dates of
 * the hotel's calendar: callers pass the hotel's "today" (shared/time/hotel-day, hotelToday).
 *
 * Online check-in is modelled: a guest may check in online from the day before arrival, which turns
 * CHECK_IN_ELIGIBLE into CHECK_IN_MODIFIABLE (the arrival time and requests may still change) until the
 * front desk records the arrival.
 */

export const CheckInState = {
  /** Booked; the check-in window (the day before arrival) has not opened yet. */
  PreArrival: 'PRE_ARRIVAL',
  /** The day before arrival or the arrival day, not checked in online yet. */
  CheckInEligible: 'CHECK_IN_ELIGIBLE',
  /** In the same window, once the guest checked in online. */
  CheckInModifiable: 'CHECK_IN_MODIFIABLE',
  /** Arrived at the hotel, before the departure day. */
  CheckedInHouse: 'CHECKED_IN_HOUSE',
  /** Arrived, and today is the departure day. */
  CheckOutEligible: 'CHECK_OUT_ELIGIBLE',
} as const;
export type CheckInState = (typeof CheckInState)[keyof typeof CheckInState];

/** What the stay rules need to know about one room. */
export type RoomStay = {
  /** ISO dates: the arrival day and the departure day (arrival plus the nights). */
  checkInDate: string;
  checkOutDate: string;
  isCancelled: boolean;
  /** The front desk recorded the guest's arrival. */
  hasArrived: boolean;
  /** The front desk recorded the guest's departure. */
  hasDeparted: boolean;
  hasCheckedInOnline: boolean;
};

/**
 * The room's stay as a whole. A stay ends at check-out, after its departure day, or after its arrival
 * day when the guest never arrived (a no-show keeps nothing to arrive for).
 */
export type StayPhase = 'cancelled' | 'upcoming' | 'inHouse' | 'ended';

/** The UTC day of an instant, as an ISO date. */
export function isoDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The ISO date `days` after (or before, when negative) `isoDay`. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDayOf(date);
}

// ISO dates compare correctly as text.
export function stayPhase(room: RoomStay, today: string): StayPhase {
  if (room.isCancelled) return 'cancelled';
  if (room.hasDeparted || today > room.checkOutDate) return 'ended';
  if (room.hasArrived) return 'inHouse';
  return today > room.checkInDate ? 'ended' : 'upcoming';
}

/** The room's check-in state on `today`; null once the room is cancelled or its stay has ended. */
export function checkInState(room: RoomStay, today: string): CheckInState | null {
  switch (stayPhase(room, today)) {
    case 'cancelled':
    case 'ended':
      return null;
    case 'inHouse':
      return today >= room.checkOutDate ? CheckInState.CheckOutEligible : CheckInState.CheckedInHouse;
    case 'upcoming':
      if (today < addDays(room.checkInDate, -1)) return CheckInState.PreArrival;
      return room.hasCheckedInOnline ? CheckInState.CheckInModifiable : CheckInState.CheckInEligible;
  }
}
