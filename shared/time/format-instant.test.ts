import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant';

// The machine's own zone must not leak into a hotel's time: run as a visitor far from every hotel below.
let savedZone: string | undefined;
beforeEach(() => {
  savedZone = process.env.TZ;
  process.env.TZ = 'Pacific/Honolulu';
});
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe('formatInstant', () => {
  it('prints a moment on the hotel’s clock with the zone’s short name', () => {
    // 04:30 UTC on 28 November is still the 27th, 23:30, in New York.
    expect(formatInstant('2026-11-28T04:30:00Z', 'en-US', 'America/New_York')).toBe('Nov 27, 2026, 11:30 PM EST');
    expect(formatInstant('2026-11-28T04:30:00Z', 'en-US', 'Asia/Bangkok')).toBe('Nov 28, 2026, 11:30 AM GMT+7');
  });

  it('writes the time as the locale does: 24-hour in Spain, 12-hour in the US', () => {
    expect(formatInstant('2026-07-01T18:00:00Z', 'es-ES', 'Europe/Madrid')).toBe('1 jul 2026, 20:00 CEST');
    expect(formatInstant(new Date('2026-07-01T18:00:00Z'), 'en-US', 'Europe/Madrid')).toBe('Jul 1, 2026, 8:00 PM GMT+2');
  });

  it('follows the zone’s change of clocks', () => {
    expect(formatInstant('2026-03-08T21:00:00Z', 'en-US', 'America/New_York')).toBe('Mar 8, 2026, 5:00 PM EDT');
    expect(formatInstant('2026-03-07T21:00:00Z', 'en-US', 'America/New_York')).toBe('Mar 7, 2026, 4:00 PM EST');
  });

  it('refuses a string that is no moment, and a zone that is none', () => {
    expect(() => formatInstant('soon', 'en-US', 'America/New_York')).toThrow(RangeError);
    expect(() => formatInstant('2026-07-01T18:00:00Z', 'en-US', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
