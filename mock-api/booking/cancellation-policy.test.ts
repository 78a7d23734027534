import { fromAbsolute, parseDate, toCalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationPolicyFor, freeCancellationDeadline } from './cancellation-policy';
import type { NightPrice } from './rate-plan-price';

const NYC = { taxBasisPoints: 1475, feePerRoomNightMinor: 350 };
const cashNights: NightPrice[] = [
  { date: '2027-03-10', cash: 45900, points: null, flexiblePrice: 45900 },
  { date: '2027-03-11', cash: 49900, points: null, flexiblePrice: 49900 },
];
const stay = { checkInDate: '2027-03-10', timeZone: 'America/New_York', nights: cashNights, numRooms: 2, taxes: NYC, currency: 'USD', now: new Date('2027-03-01T12:00:00Z') };
const FLEXIBLE = { isPrepaidNonRefundable: false, freeCancellationDays: 2 };
const PREPAID = { isPrepaidNonRefundable: true, freeCancellationDays: null };

describe('freeCancellationDeadline', () => {
  it('is 16:00 on the hotel’s clock the given number of days before arrival', () => {
    expect(freeCancellationDeadline('2027-03-10', 2, 'America/New_York').toISOString()).toBe('2027-03-08T21:00:00.000Z');
    expect(freeCancellationDeadline('2027-03-01', 2, 'Asia/Bangkok').toISOString()).toBe('2027-02-27T09:00:00.000Z');
  });

  it('keeps 16:00 hotel time across the day the clocks change', () => {
    // New York moves to summer time on 14 March 2027: 16:00 that day is 20:00 UTC, the day before 21:00.
    expect(freeCancellationDeadline('2027-03-15', 1, 'America/New_York').toISOString()).toBe('2027-03-14T20:00:00.000Z');
    expect(freeCancellationDeadline('2027-03-14', 1, 'America/New_York').toISOString()).toBe('2027-03-13T21:00:00.000Z');
  });
});

describe('freeCancellationDeadline, for any seeded hotel’s zone and any arrival', () => {
  const zones = ['America/New_York', 'Europe/London', 'Asia/Shanghai', 'Asia/Dubai', 'Asia/Bangkok', 'Australia/Sydney', 'America/Sao_Paulo', 'Asia/Kolkata'];
  // Arrivals from 2026 to 2028 and the days after each New York and London change of clocks.
  const arrival = fc.oneof(
    fc.integer({ min: 0, max: 3 * 366 }).map((offset) => parseDate('2026-01-01').add({ days: offset }).toString()),
    fc.constantFrom('2026-03-09', '2026-03-30', '2026-10-26', '2026-11-02', '2027-03-15', '2027-11-08'),
  );

  it('is 16:00 on the hotel’s clock, `days` calendar days before arrival', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), arrival, fc.integer({ min: 0, max: 14 }), (timeZone, checkInDate, days) => {
        const local = fromAbsolute(freeCancellationDeadline(checkInDate, days, timeZone).getTime(), timeZone);
        expect(toCalendarDate(local).toString()).toBe(parseDate(checkInDate).subtract({ days }).toString());
        expect([local.hour, local.minute]).toEqual([16, 0]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a stay booked at 23:30 hotel time', () => {
  it('at the New York hotel gives its deadline in New York time, though UTC is already the next day', () => {
    const booked = { ...stay, checkInDate: '2026-12-18', now: new Date('2026-11-28T04:30:00Z') };
    const policy = cancellationPolicyFor(FLEXIBLE, booked);
    expect(policy.freeCancellationUntil).toBe('2026-12-16T21:00:00.000Z');
    expect(policy.description).toMatch(/^Free cancellation until Dec 16, 2026, 4:00 PM EST\./);
  });

  it('at the Bangkok hotel gives its deadline in Bangkok time', () => {
    const booked = { ...stay, checkInDate: '2026-12-18', timeZone: 'Asia/Bangkok', currency: 'THB', now: new Date('2026-11-27T16:30:00Z') };
    const policy = cancellationPolicyFor(FLEXIBLE, booked);
    expect(policy.freeCancellationUntil).toBe('2026-12-16T09:00:00.000Z');
    expect(policy.description).toMatch(/^Free cancellation until Dec 16, 2026, 4:00 PM GMT\+7\./);
  });
});

describe('cancellationPolicyFor a refundable rate', () => {
  it('is free until the deadline, then costs the first night of each room before taxes', () => {
    expect(cancellationPolicyFor(FLEXIBLE, stay)).toEqual({
      isRefundable: true,
      freeCancellationUntil: '2027-03-08T21:00:00.000Z',
      lateCancellationCharge: 2 * 45900,
      description: 'Free cancellation until Mar 8, 2027, 4:00 PM EST. After that, cancelling costs the first night of each room, $918.00.',
    });
  });

  it('no longer offers a deadline that has passed', () => {
    const late = cancellationPolicyFor(FLEXIBLE, { ...stay, now: new Date('2027-03-08T21:00:00Z') });
    expect(late).toMatchObject({ isRefundable: true, freeCancellationUntil: null, lateCancellationCharge: 91800 });
    expect(late.description).toBe('Free cancellation ended Mar 8, 2027, 4:00 PM EST: cancelling now costs the first night of each room, $918.00.');
  });

  it('keeps a night of points, not cash, for a points rate', () => {
    const points = cashNights.map((night) => ({ ...night, cash: null, points: 50_000 }));
    const policy = cancellationPolicyFor(FLEXIBLE, { ...stay, nights: points });
    expect(policy.lateCancellationCharge).toBe(0);
    expect(policy.description).toContain('costs one night of points for each room.');
  });

  it('tells no amount when the viewer may not see the price', () => {
    const policy = cancellationPolicyFor(FLEXIBLE, { ...stay, nights: null });
    expect(policy).toMatchObject({ lateCancellationCharge: 0, freeCancellationUntil: '2027-03-08T21:00:00.000Z' });
    expect(policy.description).toMatch(/costs the first night of each room\.$/);
  });

  it('prints yen without decimals', () => {
    const yen = cashNights.map((night) => ({ ...night, cash: 34600 }));
    expect(cancellationPolicyFor(FLEXIBLE, { ...stay, nights: yen, numRooms: 1, currency: 'JPY' }).description).toContain('¥34,600.');
  });
});

describe('cancellationPolicyFor a prepaid rate', () => {
  it('is never free and costs the whole stay with its taxes', () => {
    const total = 2 * (45900 + 49900 + 6770 + 350 + 7360 + 350);
    expect(cancellationPolicyFor(PREPAID, stay)).toEqual({
      isRefundable: false,
      freeCancellationUntil: null,
      lateCancellationCharge: total,
      description: 'Paid in full when booked and not refundable: cancelling costs the whole stay, $2,212.60.',
    });
  });
});
