/** The days picked on the calendar: a check-in, then a check-out after it. */
export type CalendarPicks = { checkInDate: string | null; checkOutDate: string | null };

export const NO_PICKS: CalendarPicks = { checkInDate: null, checkOutDate: null };

/**
 * A click on `day`: the first pick is the check-in; a later day is then the check-out; a day on or
 * before the check-in, or any day once both are picked, starts again from a new check-in.
 */
export function pickDay(picks: CalendarPicks, day: string): CalendarPicks {
  if (picks.checkInDate && !picks.checkOutDate && day > picks.checkInDate) return { checkInDate: picks.checkInDate, checkOutDate: day };
  return { checkInDate: day, checkOutDate: null };
}

/** Whether `day` may be picked next: a sold-out night cannot start a stay, but may be the morning one leaves. */
export function isPickable(picks: CalendarPicks, day: string, { isSoldOut, isBookable }: { isSoldOut: boolean; isBookable: boolean }): boolean {
  if (!isBookable) return false;
  const isCheckOutPick = picks.checkInDate !== null && picks.checkOutDate === null && day > picks.checkInDate;
  return !isSoldOut || isCheckOutPick;
}
