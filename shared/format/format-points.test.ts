import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';

describe('formatPoints', () => {
  it('groups digits the locale’s way and says point or points', () => {
    expect(formatPoints(12000, 'en-US')).toBe('12,000 points');
    expect(formatPoints(1, 'en-US')).toBe('1 point');
    expect(formatPoints(0, 'en-US')).toBe('0 points');
    expect(formatPoints(1234567, 'de-DE')).toBe('1.234.567 points');
  });

  it('refuses fractions and negative numbers rather than print a wrong balance', () => {
    expect(() => formatPoints(1.5, 'en-US')).toThrow(RangeError);
    expect(() => formatPoints(-1, 'en-US')).toThrow(RangeError);
  });
});
