import type { CheckInState, ReservationStatus, SuiteNightAwardStatus } from '../graphql/generated/graphql';

/** What each check-in state (spec 02 section 3) tells the guest on a room's card. */
export const checkInStateText: Readonly<Record<CheckInState, string>> = {
  PRE_ARRIVAL: 'Pre-arrival: online check-in opens closer to your arrival.',
  CHECK_IN_ELIGIBLE: 'Online check-in is open: you can check in now.',
  CHECK_IN_MODIFIABLE: 'You have checked in online. You can still change your arrival details.',
  CHECKED_IN_HOUSE: 'You are checked in. Enjoy your stay.',
  CHECK_OUT_ELIGIBLE: 'Online check-out is open: you can check out now.',
};

/** What each Suite Night Award status (spec 02 section 3) tells the guest about the upgrade asked for. */
export const suiteNightAwardText: Readonly<Record<SuiteNightAwardStatus, string>> = {
  REQUESTED: 'Suite Night Award requested: we will let you know if a suite is free.',
  PENDING: 'Suite Night Award pending: the hotel is still confirming your suite.',
  GUARANTEED: 'Suite Night Award confirmed: your suite upgrade is guaranteed.',
  DENIED: 'Suite Night Award not granted: no suite was free for your dates. Your award nights are returned.',
  REMOVED: 'Suite Night Award removed from this room.',
  FORFEITED: 'Suite Night Award forfeited.',
  CANCELLED: 'Suite Night Award cancelled.',
};

export const reservationStatusText: Readonly<Record<ReservationStatus, string>> = {
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The heading of a room's card and its name in labels: "Room 2". */
export const roomHeading = (ordinal: number) => `Room ${ordinal}`;

export const nightsText = (nights: number) => count(nights, 'night', 'nights');
export const roomsText = (rooms: number) => count(rooms, 'room', 'rooms');

/** "2 adults, 1 child"; children only when there are some. */
export function occupancyText(adults: number, children: number): string {
  const parts = [count(adults, 'adult', 'adults')];
  if (children > 0) parts.push(count(children, 'child', 'children'));
  return parts.join(', ');
}

type GuestOnRoom = { isPrimary: boolean; name: { title?: string | null; givenName: string; surname: string } };

/** The names on a room, the primary guest first: "Mr Noah Patel", "Ava Morgan". */
export function guestNames(guests: readonly GuestOnRoom[]): string[] {
  return [...guests]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map(({ name }) => [name.title, name.givenName, name.surname].filter(Boolean).join(' '));
}
