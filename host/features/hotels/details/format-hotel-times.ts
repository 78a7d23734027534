import { intlLocaleOf } from '../../../../shared/domain/locales';

// Through intlLocaleOf, so a page rendered on the server prints the same digits and calendar as in the browser.

/** A 24-hour HH:MM local time of the hotel, as the visitor's locale writes times (15:00, 3:00 PM). */
export function formatHotelTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** An ISO date (2026-11-22) as the locale writes a day, without time-zone drift. */
export function formatIsoDate(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
