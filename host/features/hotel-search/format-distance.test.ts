import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('gives miles in American English and kilometres elsewhere, to one decimal', () => {
    expect(formatDistance(3.2, 'en-US')).toBe('2 mi');
    expect(formatDistance(4.8, 'en-US')).toBe('3 mi');
    expect(formatDistance(3.25, 'en-GB')).toBe('3.3 km');
    expect(formatDistance(1.5, 'es-ES')).toBe('1,5 km');
  });

  it('keeps Western digits on Arabic pages', () => {
    expect(formatDistance(2.4, 'ar')).toMatch(/2[.,٫]4/);
  });
});
