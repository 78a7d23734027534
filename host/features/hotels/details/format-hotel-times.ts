import { intlLocaleOf } from '../../../../shared/domain/locales';
import { formatClockTime } from '../../../../shared/time/format-clock-time';

// Through intlLocaleOf, so a page rendered on the server prints the same digits and calendar as in the browser.

/** A 24-hour HH:MM local time of the hotel, as the visitor's locale writes times (15:00, 3:00 PM). */
export const formatHotelTime = formatClockTime;

/** An ISO date (2026-11-22) as the locale writes a day, without time-zone drift. */
export function formatIsoDate(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
