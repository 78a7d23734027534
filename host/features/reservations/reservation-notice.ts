/** What a reservation page just did, left in the history state for the upcoming page to say so. */
export type ReservationNotice = 'changed' | 'upgraded' | 'checkedIn' | 'suiteNightAwardRequested' | 'suiteNightAwardRemoved';

export const noticeState = (notice: ReservationNotice) => ({ reservationNotice: notice });

/** The words the upcoming page shows for each, as a polite status. */
export const reservationNoticeText: Readonly<Record<ReservationNotice, string>> = {
  changed: 'Your reservation is changed. The new details are below.',
  upgraded: 'Your room is upgraded. The new details are below.',
  checkedIn: 'You are checked in online. We look forward to welcoming you.',
  suiteNightAwardRequested: 'Your Suite Night Award is requested. We will confirm it by 14:00 hotel time the day before you arrive.',
  suiteNightAwardRemoved: 'Your Suite Night Award request is removed, and its nights are back in your account.',
};

export function noticeOf(state: unknown): ReservationNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { reservationNotice?: unknown }).reservationNotice;
  return typeof notice === 'string' && Object.hasOwn(reservationNoticeText, notice) ? (notice as ReservationNotice) : null;
}
