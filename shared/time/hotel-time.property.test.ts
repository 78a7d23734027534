import { fromAbsolute, parseDate, toCalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBefore, hotelTimeOn, hotelToday } from './hotel-day';

// Every zone a seeded hotel is in (mock-api/seed/fixtures.ts and world-hotel-fixtures.ts), plus two
// with odd offsets, so a rule that holds here holds for every hotel the product shows.
const SEED_ZONES = [
  'America/New_York', 'Europe/London', 'Asia/Shanghai', 'Asia/Dubai', 'Asia/Bangkok', 'Europe/Paris', 'Asia/Tokyo',
  'Australia/Sydney', 'America/Toronto', 'America/Mexico_City', 'America/Sao_Paulo', 'Africa/Johannesburg',
  'Asia/Singapore', 'Europe/Rome', 'Europe/Berlin', 'America/Chicago', 'America/Los_Angeles', 'Asia/Seoul',
  'Europe/Istanbul', 'Europe/Lisbon', 'Europe/Amsterdam', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe',
];

// Days the clocks change in these zones are in this list on purpose, so each run tries them and not only by chance.
const TRANSITION_DAYS = ['2026-03-08', '2026-03-29', '2026-10-04', '2026-10-25', '2026-11-01', '2027-03-14', '2027-03-28', '2027-04-04', '2027-10-31', '2027-11-07'];

const zone = fc.constantFrom(...SEED_ZONES);
const anyDay = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => parseDate('2026-01-01').add({ days: offset }).toString());
const day = fc.oneof(anyDay, fc.constantFrom(...TRANSITION_DAYS));

const onHotelClock = (moment: Date, timeZone: string) => fromAbsolute(moment.getTime(), timeZone);

describe('hotel time, for every seeded zone and any day', () => {
  it('puts a deadline at 16:00 hotel time on day D at 16:00 on D in that zone, transition days included', () => {
    fc.assert(
      fc.property(zone, day, (timeZone, isoDay) => {
        const local = onHotelClock(hotelTimeOn(isoDay, 16, timeZone), timeZone);
        expect(toCalendarDate(local).toString()).toBe(isoDay);
        expect([local.hour, local.minute]).toEqual([16, 0]);
      }),
      { numRuns: 500 },
    );
  });

  it('moves a deadline N days before arrival by N calendar days, not by N × 24 hours', () => {
    fc.assert(
      fc.property(zone, day, fc.integer({ min: 0, max: 30 }), (timeZone, checkIn, days) => {
        const deadline = onHotelClock(hotelTimeOn(daysBefore(checkIn, days), 16, timeZone), timeZone);
        expect(parseDate(checkIn).compare(toCalendarDate(deadline))).toBe(days);
        expect(deadline.hour).toBe(16);
      }),
      { numRuns: 300 },
    );
  });

  it('starts the hotel’s today at its own midnight: the instant just before is the day before', () => {
    fc.assert(
      fc.property(zone, day, (timeZone, isoDay) => {
        const midnight = hotelTimeOn(isoDay, 0, timeZone);
        expect(hotelToday(timeZone, midnight)).toBe(isoDay);
        expect(hotelToday(timeZone, new Date(midnight.getTime() - 1))).toBe(daysBefore(isoDay, 1));
      }),
      { numRuns: 300 },
    );
  });

  it('differs from UTC’s today at 23:30 in New York and at 00:30 in Bangkok', () => {
    // 23:30 EST on 27 November is 04:30 UTC on the 28th; 00:30 in Bangkok (UTC+7) is 17:30 UTC the day before.
    expect(hotelToday('America/New_York', new Date('2026-11-28T04:30:00Z'))).toBe('2026-11-27');
    expect(hotelToday('Asia/Bangkok', new Date('2026-11-27T17:30:00Z'))).toBe('2026-11-28');
  });
});
