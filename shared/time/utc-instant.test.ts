import { describe, expect, it } from 'vitest';
import { parseUtcInstant } from './utc-instant';

describe('parseUtcInstant', () => {
  it('takes a UTC instant to the minute, second or millisecond', () => {
    expect(parseUtcInstant('2026-11-27T12:00Z')?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(parseUtcInstant('2027-03-28T00:30:15Z')?.toISOString()).toBe('2027-03-28T00:30:15.000Z');
    expect(parseUtcInstant('2026-11-27T12:00:00.250Z')?.toISOString()).toBe('2026-11-27T12:00:00.250Z');
  });

  it('refuses an offset, a bare day, words and an impossible date', () => {
    for (const text of ['2026-11-27T12:00:00+01:00', '2026-11-27', 'tomorrow', '2026-13-01T00:00:00Z', '']) expect(parseUtcInstant(text)).toBeNull();
  });
});
