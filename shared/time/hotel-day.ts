import { fromAbsolute, toCalendarDate } from '@internationalized/date';

/**
 * The calendar day (YYYY-MM-DD) it is at `now` in a hotel's own time zone (an IANA name such as
 * America/New_York): the day a guest arriving now arrives on, and the last day a stay may still begin.
 * Server and pages take the hotel's day from here, never from UTC or the browser's own zone.
 */
export function hotelToday(timeZone: string, now: Date): string {
  return toCalendarDate(fromAbsolute(now.getTime(), timeZone)).toString();
}

/** Whether a stay arriving on `checkInDate` began on a day that has ended in the hotel's time zone. */
export function hasArrivalDayPassed(checkInDate: string, timeZone: string, now: Date): boolean {
  return checkInDate < hotelToday(timeZone, now);
}
