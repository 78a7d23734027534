import { describe, expect, it } from 'vitest';
import { formatArrivalTime, formatClockTime } from './format-clock-time';

describe('formatClockTime', () => {
  it('writes an hour of the hotel’s day as the locale does, 12- or 24-hour', () => {
    expect(formatClockTime('15:00', 'en-US')).toBe('3:00 PM');
    expect(formatClockTime('01:00', 'en-US')).toBe('1:00 AM');
    expect(formatClockTime('15:00', 'es-ES')).toBe('15:00');
    expect(formatClockTime('00:30', 'ja-JP')).toBe('0:30');
  });

  it('is the same whatever zone the machine is in', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(formatClockTime('23:00', 'en-US')).toBe('11:00 PM');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('refuses what is no time of day', () => {
    for (const time of ['24:00', '7:00', '15:60', 'noon']) expect(() => formatClockTime(time, 'en-US')).toThrow(RangeError);
  });
});

describe('formatArrivalTime', () => {
  it('names the part of the day in the locale’s own words where it keeps a 12-hour clock: 1 AM is never evening, nor 3 PM noon', () => {
    expect(formatArrivalTime('01:00', 'en-US')).toBe('1:00 in the morning');
    expect(formatArrivalTime('22:00', 'en-US')).toBe('10:00 at night');
    expect(formatArrivalTime('15:00', 'en-US')).toBe('3:00 in the afternoon');
    expect(formatArrivalTime('12:00', 'en-US')).toBe('12:00 noon');
    expect(formatArrivalTime('15:00', 'ko-KR')).toBe('오후 3:00');
    expect(formatArrivalTime('15:00', 'ar')).toBe('3:00 بعد الظهر');
  });

  it('needs no words on a 24-hour clock', () => {
    expect(formatArrivalTime('15:00', 'es-ES')).toBe('15:00');
    expect(formatArrivalTime('01:00', 'en-GB')).toBe('1:00');
  });
});
