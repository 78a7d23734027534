import { describe, expect, it } from 'vitest';
import { formatClockTime } from './format-clock-time';

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
