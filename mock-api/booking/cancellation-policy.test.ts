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
