import type { MessageKey } from '../../../shared/i18n/message-types';

/** What a reservation page just did, left in the history state for the upcoming page to say so. */
export type ReservationNotice = 'changed' | 'upgraded' | 'checkedIn' | 'suiteNightAwardRequested' | 'suiteNightAwardRemoved';

export const noticeState = (notice: ReservationNotice) => ({ reservationNotice: notice });

/** The words the upcoming page shows for each, as a polite status. */
export const reservationNoticeKey = {
  changed: 'reservations.notice.changed',
  upgraded: 'reservations.notice.upgraded',
  checkedIn: 'reservations.notice.checkedIn',
  suiteNightAwardRequested: 'reservations.notice.suiteNightAwardRequested',
  suiteNightAwardRemoved: 'reservations.notice.suiteNightAwardRemoved',
} as const satisfies Record<ReservationNotice, MessageKey>;

export function noticeOf(state: unknown): ReservationNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { reservationNotice?: unknown }).reservationNotice;
  return typeof notice === 'string' && Object.hasOwn(reservationNoticeKey, notice) ? (notice as ReservationNotice) : null;
}
