import { dateTimeFormatOf } from '../domain/intl-formatters';
import { intlLocaleOf } from '../domain/locales';

/**
 * A wall-clock time of the hotel's day ("15:00", 24-hour HH:MM as the API gives arrival hours and
 * check-in times) as the locale writes times: "3:00 PM" in en-US, "15:00" in es-ES. It is no instant,
 * so no zone moves it: it is printed as that hour of a fixed UTC day.
 */
export function formatClockTime(time: string, locale: string): string {
  return formatWallClock(time, locale, {});
}

/**
 * A guest's arrival hour as the locale says it: a 12-hour locale names the part of the day in its own
 * words ("3:00 in the afternoon", "1:00 in the morning", "오후 3:00"), a 24-hour one needs none ("15:00").
 * The words are the locale's own (CLDR day periods), so 1 AM never reads as evening nor 3 PM as noon.
 */
export function formatArrivalTime(time: string, locale: string): string {
  return formatWallClock(time, locale, usesTwelveHourClock(locale) ? { dayPeriod: 'long' } : {});
}

function usesTwelveHourClock(locale: string): boolean {
  const { hourCycle } = dateTimeFormatOf(intlLocaleOf(locale), { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}

function formatWallClock(time: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not a 24-hour HH:MM time: ${time}`);
  return dateTimeFormatOf(intlLocaleOf(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', ...options })
    .format(Date.UTC(2000, 0, 1, hours, minutes))
    .replace(/[\u2009\u202f]/g, ' ');
}
