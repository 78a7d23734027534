import { describe, expect, it } from 'vitest';
import { daysBefore, hasArrivalDayPassed, hotelTimeOn, hotelToday } from './hotel-day';

const at = (instant: string) => new Date(instant);

describe('the hotel’s own day', () => {
  it('is the day on the hotel’s clock, whatever day it is in UTC', () => {
    // 23:54 in New York (EST, UTC-5) is already the next day in UTC.
    expect(hotelToday('America/New_York', at('2026-11-28T04:54:00Z'))).toBe('2026-11-27');
    // 00:30 in Tokyo (UTC+9) is still the day before in UTC.
    expect(hotelToday('Asia/Tokyo', at('2026-11-27T15:30:00Z'))).toBe('2026-11-28');
    expect(hotelToday('UTC', at('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
  });

  it('follows the zone’s clock changes: London’s midnight is 23:00 UTC in summer and 00:00 in winter', () => {
    expect(hotelToday('Europe/London', at('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(hotelToday('Europe/London', at('2027-01-31T23:30:00Z'))).toBe('2027-01-31');
  });

  it('lets a stay begin until the hotel’s midnight, and not a minute after', () => {
    // 15:54 in New York on the 27th: yesterday's arrival has passed, tonight's has not (20:54 UTC).
    expect(hasArrivalDayPassed('2026-11-26', 'America/New_York', at('2026-11-27T20:54:00Z'))).toBe(true);
    expect(hasArrivalDayPassed('2026-11-27', 'America/New_York', at('2026-11-27T20:54:00Z'))).toBe(false);
    expect(hasArrivalDayPassed('2026-11-27', 'America/New_York', at('2026-11-28T04:59:59Z'))).toBe(false);
    expect(hasArrivalDayPassed('2026-11-27', 'America/New_York', at('2026-11-28T05:00:00Z'))).toBe(true);
  });

  it('refuses a zone that is not one', () => {
    expect(() => hotelToday('Mars/Olympus_Mons', at('2026-11-27T12:00:00Z'))).toThrow();
  });
});

describe('an hour of the hotel’s day', () => {
  it('follows the clocks when they change: the offset in force at that hour that day', () => {
    // New York moves to summer time on 8 March 2026 (02:00): 14:00 that day is 18:00 UTC, the day before 19:00.
    expect(hotelTimeOn('2026-03-08', 14, 'America/New_York').toISOString()).toBe('2026-03-08T18:00:00.000Z');
    expect(hotelTimeOn('2026-03-07', 14, 'America/New_York').toISOString()).toBe('2026-03-07T19:00:00.000Z');
    // London moves back on 25 October 2026: 14:00 is 13:00 UTC before and 14:00 UTC that day.
    expect(hotelTimeOn('2026-10-24', 14, 'Europe/London').toISOString()).toBe('2026-10-24T13:00:00.000Z');
    expect(hotelTimeOn('2026-10-25', 14, 'Europe/London').toISOString()).toBe('2026-10-25T14:00:00.000Z');
  });

  it('reads an hour the clocks skip as the hour after, and an hour they repeat as its first time', () => {
    // New York skips 02:00–03:00 on 8 March 2026 and repeats 01:00–02:00 on 1 November 2026.
    expect(hotelTimeOn('2026-03-08', 2, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(hotelTimeOn('2026-11-01', 1, 'America/New_York').toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  it('counts days back across months and years', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2027-01-03', 5)).toBe('2026-12-29');
  });
});
