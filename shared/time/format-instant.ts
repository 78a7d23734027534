import { dateTimeFormatOf } from '../domain/intl-formatters';
import { intlLocaleOf } from '../domain/locales';

/**
 * A moment as a guest reads it: its date and time on the hotel's clock, with the zone's short name
 * ("Dec 16, 2026, 4:00 PM EST"). The zone is required: a deadline, a booking time or an expiry printed
 * in UTC or in the visitor's own zone would disagree with the hotel's day, and the server, which knows
 * no visitor's zone, would print a different page from the browser that hydrates it.
 */
export function formatInstant(instant: string | Date, locale: string, timeZone: string): string {
  const moment = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(moment.getTime())) throw new RangeError(`Not an ISO date-time: ${String(instant)}`);
  return withPlainSpaces(
    dateTimeFormatOf(intlLocaleOf(locale), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    }).format(moment),
  );
}

/**
 * ICU versions differ in the spaces they put in dates (Node's thin and narrow no-break spaces where
 * Chromium's has plain ones, or the reverse), so server-rendered text would not match the browser's.
 */
const withPlainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
