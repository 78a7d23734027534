import { daysBefore, hotelTimeOn } from '../time/hotel-day';

/**
 * Suite Night Awards (spec 02 sections 3 and 9): a member holds award nights and asks for a suite for a
 * stay; the hotel decides from the suites free, by its own clock. The hotel starts confirming requests
 * at the cutoff hour five days before arrival, and the last decision is made at the cutoff hour (14:00)
 * of the day before arrival: a suite free on every night of the stay then guarantees the request, none
 * denies it and its nights go back to the member. A guaranteed suite whose guest never arrives is
 * forfeited. Decided once here for the server's job and the pages that show the deadline.
 */

/** Spec 9: the Suite Night Award cutoff hour, in the hotel's own time. */
export const SUITE_NIGHT_AWARD_CUTOFF_HOUR = 14;
/** Days before arrival the hotel starts confirming requests. */
export const SUITE_NIGHT_AWARD_CONFIRMATION_DAYS = 5;

export type SuiteNightAwardState = 'requested' | 'guaranteed' | 'pending' | 'denied' | 'removed' | 'forfeited' | 'cancelled';

/** The cutoff: 14:00 hotel time the day before arrival. Requests are taken until then, and decided by then. */
export function suiteNightAwardCutoff(checkInDate: string, timeZone: string): Date {
  return hotelTimeOn(daysBefore(checkInDate, 1), SUITE_NIGHT_AWARD_CUTOFF_HOUR, timeZone);
}

/** When the hotel starts confirming: the cutoff hour, five days before arrival. */
export function suiteNightAwardConfirmationOpens(checkInDate: string, timeZone: string): Date {
  return hotelTimeOn(daysBefore(checkInDate, SUITE_NIGHT_AWARD_CONFIRMATION_DAYS), SUITE_NIGHT_AWARD_CUTOFF_HOUR, timeZone);
}

export function maySuiteNightAwardBeRequested(checkInDate: string, timeZone: string, now: Date): boolean {
  return now.getTime() < suiteNightAwardCutoff(checkInDate, timeZone).getTime();
}

/** What the job knows of one room with a request: its state, its stay and whether a suite is free on every night. */
export type SuiteNightAwardRoom = {
  state: SuiteNightAwardState;
  checkInDate: string;
  checkOutDate: string;
  timeZone: string;
  hasArrived: boolean;
  isSuiteFree: boolean;
};

/**
 * The state a room's request moves to at `now`, or null when it stays as it is. Requested and pending
 * requests are guaranteed as soon as the confirmation window is open and a suite is free; while none is,
 * they wait as pending until the cutoff, which denies them. A guaranteed suite whose stay has ended
 * without the guest arriving is forfeited. Removed, denied, forfeited and cancelled are final.
 */
export function nextSuiteNightAwardState(room: SuiteNightAwardRoom, now: Date): SuiteNightAwardState | null {
  const at = now.getTime();
  switch (room.state) {
    case 'requested':
    case 'pending': {
      if (at < suiteNightAwardConfirmationOpens(room.checkInDate, room.timeZone).getTime()) return null;
      if (room.isSuiteFree) return 'guaranteed';
      if (at >= suiteNightAwardCutoff(room.checkInDate, room.timeZone).getTime()) return 'denied';
      return room.state === 'pending' ? null : 'pending';
    }
    case 'guaranteed': {
      // The stay is over once its departure day has begun at the hotel; a guest who came has kept the suite.
      const isOver = at >= hotelTimeOn(room.checkOutDate, 0, room.timeZone).getTime();
      return isOver && !room.hasArrived ? 'forfeited' : null;
    }
    default:
      return null;
  }
}

/** Whether the request still holds the member's nights (given back when it ends without a suite). */
export const isSuiteNightAwardOpen = (state: SuiteNightAwardState | null) => state === 'requested' || state === 'pending' || state === 'guaranteed';
