import { addDays, dayNumber } from '../../../../shared/booking/search-criteria';

/**
 * The months and days of the availability calendar, on ISO days (`YYYY-MM-DD`) and months (`YYYY-MM`)
 * so no time zone can move a day. Weeks start on Sunday, as the site's default locale (en-US) does.
 */

const MONTH = /^(\d{4})-(\d{2})$/;

export function monthOf(isoDay: string): string {
  return isoDay.slice(0, 7);
}

export function isMonth(value: string): boolean {
  const match = MONTH.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(isoDay: string): number {
  // Day 0 of the epoch, 1970-01-01, was a Thursday (4).
  return (((dayNumber(isoDay) ?? 0) + 4) % 7 + 7) % 7;
}

/** The month as rows of seven days, Sunday first; `null` fills the days of the months either side. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
