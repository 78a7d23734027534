import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calendarDay, formatCalendarDate, formatStayDates, nightsBetween } from './format-stay-dates';

// Node reads TZ again when it changes: a visitor far west of UTC is where a calendar day would slip back.
let savedZone: string | undefined;
beforeEach(() => {
  savedZone = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
});
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe('calendar days', () => {
  it('prints the day itself, whatever the visitor’s time zone', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBeGreaterThan(0);
    expect(formatCalendarDate('2026-07-03', 'en-US')).toBe('Fri, Jul 3, 2026');
    expect(formatCalendarDate('2027-01-01', 'en-GB')).toBe('Fri, 1 Jan 2027');
  });

  // ICU sets the range's dash between thin spaces.
  it('prints a stay as a range the locale shortens', () => {
    expect(formatStayDates('2026-07-03', '2026-07-05', 'en-US')).toBe('Fri, Jul 3 – Sun, Jul 5, 2026');
    expect(formatStayDates('2026-12-30', '2027-01-02', 'en-US')).toBe('Wed, Dec 30, 2026 – Sat, Jan 2, 2027');
  });

  it('refuses what is not a calendar day instead of guessing', () => {
    expect(() => calendarDay('2026-02-30')).toThrow(RangeError);
    expect(() => calendarDay('2026-07-03T10:00:00Z')).toThrow(RangeError);
    expect(() => calendarDay('03/07/2026')).toThrow(RangeError);
    expect(calendarDay('2028-02-29').toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('nightsBetween', () => {
  it('counts the nights between two calendar days, and 0 for dates that fail to diff (spec 9)', () => {
    expect(nightsBetween('2026-07-03', '2026-07-05')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(nightsBetween('2026-07-05', '2026-07-03')).toBe(0);
    expect(nightsBetween('soon', '2026-07-03')).toBe(0);
  });
});

describe('stay dates in other locales', () => {
  it('counts Thai years in the Buddhist era, writes en-GB day first and Arabic with Western digits', () => {
    expect(formatCalendarDate('2026-07-03', 'th-TH')).toContain('2569');
    expect(formatCalendarDate('2026-07-03', 'en-GB')).toMatch(/^Fri,? 3 Jul 2026$/);
    expect(formatCalendarDate('2026-07-03', 'ar')).toMatch(/3.*2026/);
    expect(formatStayDates('2026-07-03', '2026-07-05', 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});
