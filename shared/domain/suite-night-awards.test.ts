import { describe, expect, it } from 'vitest';
import { hotelTimeOn } from '../time/hotel-day';
import { maySuiteNightAwardBeRequested, nextSuiteNightAwardState, suiteNightAwardConfirmationOpens, suiteNightAwardCutoff, type SuiteNightAwardRoom } from './suite-night-awards';

describe('the Suite Night Award cutoff: 14:00 hotel time the day before arrival', () => {
  it('is 14:00 of the hotel’s own clock, in several time zones', () => {
    expect(suiteNightAwardCutoff('2026-07-10', 'America/New_York').toISOString()).toBe('2026-07-09T18:00:00.000Z');
    expect(suiteNightAwardCutoff('2026-07-10', 'Asia/Tokyo').toISOString()).toBe('2026-07-09T05:00:00.000Z');
    expect(suiteNightAwardCutoff('2026-07-10', 'Europe/London').toISOString()).toBe('2026-07-09T13:00:00.000Z');
    expect(suiteNightAwardCutoff('2026-07-10', 'Asia/Kolkata').toISOString()).toBe('2026-07-09T08:30:00.000Z');
    expect(suiteNightAwardCutoff('2026-01-10', 'Australia/Sydney').toISOString()).toBe('2026-01-09T03:00:00.000Z');
    expect(suiteNightAwardCutoff('2026-07-10', 'UTC').toISOString()).toBe('2026-07-09T14:00:00.000Z');
  });

  it('takes requests until the cutoff and not at it', () => {
    const cutoff = suiteNightAwardCutoff('2026-07-10', 'Asia/Tokyo');
    expect(maySuiteNightAwardBeRequested('2026-07-10', 'Asia/Tokyo', new Date(cutoff.getTime() - 1))).toBe(true);
    expect(maySuiteNightAwardBeRequested('2026-07-10', 'Asia/Tokyo', cutoff)).toBe(false);
  });

  it('opens confirmation at 14:00 hotel time five days before arrival', () => {
    expect(suiteNightAwardConfirmationOpens('2026-07-10', 'America/New_York').toISOString()).toBe('2026-07-05T18:00:00.000Z');
  });
});

describe('the Suite Night Award transitions', () => {
  const room = (overrides: Partial<SuiteNightAwardRoom> = {}): SuiteNightAwardRoom => ({
    state: 'requested',
    checkInDate: '2026-07-10',
    checkOutDate: '2026-07-12',
    timeZone: 'America/New_York',
    hasArrived: false,
    isSuiteFree: true,
    ...overrides,
  });
  const opens = suiteNightAwardConfirmationOpens('2026-07-10', 'America/New_York').getTime();
  const cutoff = suiteNightAwardCutoff('2026-07-10', 'America/New_York').getTime();
  const at = (instant: number) => new Date(instant);

  it('leaves a request alone before the hotel starts confirming, free suite or not', () => {
    expect(nextSuiteNightAwardState(room(), at(opens - 1))).toBeNull();
    expect(nextSuiteNightAwardState(room({ isSuiteFree: false }), at(opens - 1))).toBeNull();
  });

  it('guarantees a request once confirming has begun and a suite is free, pending or not', () => {
    expect(nextSuiteNightAwardState(room(), at(opens))).toBe('guaranteed');
    expect(nextSuiteNightAwardState(room({ state: 'pending' }), at(cutoff - 1))).toBe('guaranteed');
    expect(nextSuiteNightAwardState(room({ state: 'pending' }), at(cutoff + 3_600_000))).toBe('guaranteed');
  });

  it('keeps a request pending while no suite is free, and denies it at the cutoff', () => {
    expect(nextSuiteNightAwardState(room({ isSuiteFree: false }), at(opens))).toBe('pending');
    expect(nextSuiteNightAwardState(room({ state: 'pending', isSuiteFree: false }), at(cutoff - 1))).toBeNull();
    expect(nextSuiteNightAwardState(room({ state: 'pending', isSuiteFree: false }), at(cutoff))).toBe('denied');
    expect(nextSuiteNightAwardState(room({ isSuiteFree: false }), at(cutoff))).toBe('denied');
  });

  it('forfeits a guaranteed suite whose guest never came, once the departure day has begun at the hotel', () => {
    const departureDay = hotelTimeOn('2026-07-12', 0, 'America/New_York').getTime();
    expect(nextSuiteNightAwardState(room({ state: 'guaranteed' }), at(departureDay - 1))).toBeNull();
    expect(nextSuiteNightAwardState(room({ state: 'guaranteed' }), at(departureDay))).toBe('forfeited');
    expect(nextSuiteNightAwardState(room({ state: 'guaranteed', hasArrived: true }), at(departureDay))).toBeNull();
  });

  it('never moves a final state', () => {
    for (const state of ['denied', 'removed', 'forfeited', 'cancelled'] as const) {
      expect(nextSuiteNightAwardState(room({ state }), at(cutoff + 1))).toBeNull();
    }
  });
});
