import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';

describe('formatPoints', () => {
  it('groups digits the locale’s way', () => {
    expect(formatPoints(120000, 'en-US')).toBe('120,000 points');
    expect(formatPoints(120000, 'de-DE')).toBe('120.000 points');
  });

  it('says point for one and points for any other number', () => {
    expect(formatPoints(1, 'en-US')).toBe('1 point');
    expect(formatPoints(0, 'en-US')).toBe('0 points');
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])('refuses %d, which no answer should carry', (points) => {
    expect(() => formatPoints(points, 'en-US')).toThrow(RangeError);
  });
});
