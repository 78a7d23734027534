import { dateTimeFormatOf } from '../domain/intl-formatters';
import { intlLocaleOf } from '../domain/locales';

/**
 * Stay dates and instants as the reservation pages print them, through Intl in the page's locale.
 *
 * The schema's ISO dates (`2026-07-03`) are calendar days at the hotel, not instants: they are read as
 * midnight UTC and printed in UTC, so no visitor's time zone moves a check-in to the day before.
 * Instants (`2026-07-01T18:00:00Z`, e.g. a free-cancellation deadline) are moments, printed in the
 * hotel's zone by shared/time/format-instant. Digits are Western and Thai
 * years Buddhist in every locale (shared/domain/locales.ts, intlLocaleOf).
 */

/**
 * ICU versions differ in the spaces they put in dates (Node's puts thin and narrow no-break spaces where
 * Chromium's puts plain ones, or the reverse), so a page rendered on the server would not match the same
 * text rendered in the browser. Dates are printed with plain spaces.
 */
const withPlainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };

/** A calendar day of the schema (`YYYY-MM-DD`) as the Date at its midnight UTC; anything else throws a RangeError. */
export function calendarDay(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC rolls 2026-02-30 over into March: a day that does not exist is refused, not moved.
  if (!day || day.toISOString().slice(0, 10) !== isoDate) throw new RangeError(`Not an ISO calendar date: ${isoDate}`);
  return day;
}

/** Nights between two calendar days (spec 9: a day is 86,400,000 ms; dates that fail to diff give 0). */
export function nightsBetween(checkInDate: string, checkOutDate: string): number {
  const nights = Math.round((Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000);
  return Number.isFinite(nights) && nights > 0 ? nights : 0;
}

/** One calendar day: "Fri, Jul 3, 2026". */
export function formatCalendarDate(isoDate: string, locale: string): string {
  return dateTimeFormatOf(intlLocaleOf(locale), DAY_OPTIONS).format(calendarDay(isoDate));
}

/** A stay from arrival to departure, shortened as the locale does: "Fri, Jul 3 – Sun, Jul 5, 2026". */
export function formatStayDates(checkInDate: string, checkOutDate: string, locale: string): string {
  return withPlainSpaces(dateTimeFormatOf(intlLocaleOf(locale), DAY_OPTIONS).formatRange(calendarDay(checkInDate), calendarDay(checkOutDate)));
}
