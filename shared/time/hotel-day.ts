import { fromAbsolute, parseDate, Time, toCalendarDate, toCalendarDateTime, toZoned } from '@internationalized/date';

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

/**
 * The instant it is `hour`:00 on the day `isoDay` by the hotel's clock. On a day the clocks change, an
 * hour that happens twice is its first time and an hour that is skipped reads as the hour after, as
 * Temporal's 'compatible' does.
 */
export function hotelTimeOn(isoDay: string, hour: number, timeZone: string): Date {
  return toZoned(toCalendarDateTime(parseDate(isoDay), new Time(hour)), timeZone, 'compatible').toDate();
}

/** The instant the hotel's day of `now` ends: midnight at the start of its next day, by the hotel's clock. */
export function hotelDayEnds(timeZone: string, now: Date): Date {
  return hotelTimeOn(parseDate(hotelToday(timeZone, now)).add({ days: 1 }).toString(), 0, timeZone);
}

/** The calendar day `days` before `isoDay`. */
export function daysBefore(isoDay: string, days: number): string {
  return parseDate(isoDay).subtract({ days }).toString();
}
