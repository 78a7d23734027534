import type { CheckInState, ReservationStatus, SuiteNightAwardStatus } from '../../../shared/graphql/generated/graphql';
import type { MessageKey } from '../../../shared/i18n/message-types';
import type { Messages } from '../../../shared/i18n/messages';

/** The words of a room's booking status. */
export const reservationStatusKey = {
  CONFIRMED: 'reservations.status.confirmed',
  CANCELLED: 'reservations.status.cancelled',
} as const satisfies Record<ReservationStatus, MessageKey>;

/** What each check-in state (spec 02 section 3) tells the guest on a room's card. */
export const checkInStateKey = {
  PRE_ARRIVAL: 'reservations.checkInState.preArrival',
  CHECK_IN_ELIGIBLE: 'reservations.checkInState.checkInEligible',
  CHECK_IN_MODIFIABLE: 'reservations.checkInState.checkInModifiable',
  CHECKED_IN_HOUSE: 'reservations.checkInState.checkedInHouse',
  CHECK_OUT_ELIGIBLE: 'reservations.checkInState.checkOutEligible',
} as const satisfies Record<CheckInState, MessageKey>;

/** What each Suite Night Award status (spec 02 section 3) tells the guest about the upgrade asked for. */
export const suiteNightAwardKey = {
  REQUESTED: 'reservations.suiteNightAwardStatus.requested',
  PENDING: 'reservations.suiteNightAwardStatus.pending',
  GUARANTEED: 'reservations.suiteNightAwardStatus.guaranteed',
  DENIED: 'reservations.suiteNightAwardStatus.denied',
  REMOVED: 'reservations.suiteNightAwardStatus.removed',
  FORFEITED: 'reservations.suiteNightAwardStatus.forfeited',
  CANCELLED: 'reservations.suiteNightAwardStatus.cancelled',
} as const satisfies Record<SuiteNightAwardStatus, MessageKey>;

/** "2 adults, 1 child"; children only when there are some. */
export function occupancyText(adults: number, children: number, t: Messages['t']): string {
  return children > 0 ? t('reservations.occupancy.adultsAndChildren', { adults, children }) : t('reservations.occupancy.adults', { adults });
}

/**
 * Loyalty points in words ("120,000 points"). As for money, an amount that is not a whole number of
 * zero or more is a broken answer: it throws a RangeError rather than showing a wrong price.
 */
export function pointsText(points: number, t: Messages['t']): string {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`Points must be a non-negative whole number; got ${points}`);
  return t('reservations.points.count', { points });
}
