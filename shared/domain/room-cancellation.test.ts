import { describe, expect, it } from 'vitest';
import type { RoomStay } from './check-in-state';
import { cancellationQuote, isWithinFreeCancellation, type CancellationTerms } from './room-cancellation';

const stay: RoomStay = {
  checkInDate: '2026-06-10',
  checkOutDate: '2026-06-12',
  isCancelled: false,
  hasArrived: false,
  hasDeparted: false,
  hasCheckedInOnline: false,
};
const deadline = new Date('2026-06-08T00:00:00Z');
const flexible: RoomStay & CancellationTerms = { ...stay, freeCancellationUntil: deadline, lateCancellationCharge: 45900 };
const neverFree: RoomStay & CancellationTerms = { ...stay, freeCancellationUntil: null, lateCancellationCharge: 91800 };

const at = (iso: string) => new Date(iso);

describe('free cancellation', () => {
  it('holds strictly before the deadline', () => {
    expect(isWithinFreeCancellation(flexible, at('2026-06-07T23:59:59.999Z'))).toBe(true);
    expect(isWithinFreeCancellation(flexible, deadline)).toBe(false);
    expect(isWithinFreeCancellation(flexible, at('2026-06-08T00:00:00.001Z'))).toBe(false);
  });

  it('never holds for a rate without a deadline', () => {
    expect(isWithinFreeCancellation(neverFree, at('2020-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('cancellation quote', () => {
  it('costs nothing before the deadline', () => {
    expect(cancellationQuote(flexible, at('2026-06-01T10:00:00Z'), 'UTC')).toEqual({ isCancellable: true, isFree: true, charge: 0 });
  });

  it('costs the late charge from the deadline through the arrival day', () => {
    for (const instant of ['2026-06-08T00:00:00Z', '2026-06-09T12:00:00Z', '2026-06-10T23:59:59Z']) {
      expect(cancellationQuote(flexible, at(instant), 'UTC'), instant).toEqual({ isCancellable: true, isFree: false, charge: 45900 });
    }
  });

  it('always costs the late charge on a rate never free to cancel', () => {
    expect(cancellationQuote(neverFree, at('2026-01-01T00:00:00Z'), 'UTC')).toEqual({ isCancellable: true, isFree: false, charge: 91800 });
  });

  it('is still possible for a guest who checked in online but has not arrived', () => {
    expect(cancellationQuote({ ...flexible, hasCheckedInOnline: true }, at('2026-06-09T10:00:00Z'), 'UTC')).toMatchObject({ isCancellable: true });
  });

  it('judges the arrival day by the hotel’s clock, not UTC’s', () => {
    // 02:00 UTC on 11 June is 22:00 on the 10th in New York: a guest who has not arrived yet may still cancel there.
    expect(cancellationQuote(flexible, at('2026-06-11T02:00:00Z'), 'America/New_York')).toMatchObject({ isCancellable: true });
    expect(cancellationQuote(flexible, at('2026-06-11T03:59:00Z'), 'America/New_York')).toMatchObject({ isCancellable: true });
    expect(cancellationQuote(flexible, at('2026-06-11T04:00:00Z'), 'America/New_York')).toEqual({ isCancellable: false });
    expect(cancellationQuote(flexible, at('2026-06-11T04:00:00Z'), 'Asia/Bangkok')).toEqual({ isCancellable: false });
  });

  it.each([
    ['the guest has arrived', { ...flexible, hasArrived: true }, '2026-06-10T18:00:00Z'],
    ['the guest arrived early, before the deadline', { ...flexible, hasArrived: true }, '2026-06-01T18:00:00Z'],
    ['the guest has checked out', { ...flexible, hasArrived: true, hasDeparted: true }, '2026-06-12T09:00:00Z'],
    ['the stay has ended', flexible, '2026-06-13T09:00:00Z'],
    ['the guest never arrived and the arrival day is over', flexible, '2026-06-11T00:00:00Z'],
    ['the room is already cancelled', { ...flexible, isCancelled: true }, '2026-06-01T10:00:00Z'],
  ])('is refused when %s', (_case, room, instant) => {
    expect(cancellationQuote(room, at(instant), 'UTC')).toEqual({ isCancellable: false });
  });
});
