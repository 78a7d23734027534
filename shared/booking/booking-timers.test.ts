import { describe, expect, it } from 'vitest';
import { BOOKING_SESSION_IDLE_MS, CART_EXPIRY_WARNING_SECONDS, CART_HOLD_SECONDS, formatCountdown, RATE_LIST_REFRESH_MS, secondsLeft } from './booking-timers';

const EXPIRES_AT = '2026-07-01T12:15:00.000Z';
const expiry = Date.parse(EXPIRES_AT);

describe('booking timers', () => {
  it('are the spec 9 clocks: 900 s hold, 300 s warning, 15 min rate list, 30 min session', () => {
    expect(CART_HOLD_SECONDS).toBe(900);
    expect(CART_EXPIRY_WARNING_SECONDS).toBe(300);
    expect(RATE_LIST_REFRESH_MS).toBe(900_000);
    expect(BOOKING_SESSION_IDLE_MS).toBe(1_800_000);
    expect(CART_EXPIRY_WARNING_SECONDS).toBeLessThan(CART_HOLD_SECONDS);
  });
});

describe('secondsLeft', () => {
  it('counts the whole hold at its start', () => {
    expect(secondsLeft(EXPIRES_AT, expiry - CART_HOLD_SECONDS * 1000)).toBe(900);
  });

  it('rounds a part second up, so the count shows 0 only once the hold is over', () => {
    expect(secondsLeft(EXPIRES_AT, expiry - 899_001)).toBe(900);
    expect(secondsLeft(EXPIRES_AT, expiry - 899_000)).toBe(899);
    expect(secondsLeft(EXPIRES_AT, expiry - 1)).toBe(1);
    expect(secondsLeft(EXPIRES_AT, expiry)).toBe(0);
  });

  it('is never negative after the hold has ended', () => {
    expect(secondsLeft(EXPIRES_AT, expiry + 60_000)).toBe(0);
  });

  it('reads an offset date-time as the same instant', () => {
    expect(secondsLeft('2026-07-01T14:15:00+02:00', expiry - 5_000)).toBe(5);
  });

  it('counts an expiry it cannot read as over, rather than as NaN seconds', () => {
    expect(secondsLeft('not a date', expiry)).toBe(0);
    expect(secondsLeft('', expiry)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [300, '5:00'],
    [61, '1:01'],
    [60, '1:00'],
    [7, '0:07'],
    [0, '0:00'],
  ])('shows %i s as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });

  it('drops part seconds and shows nothing below zero', () => {
    expect(formatCountdown(59.9)).toBe('0:59');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('shows 0:00 for a count that is not a number', () => {
    expect(formatCountdown(Number.NaN)).toBe('0:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
