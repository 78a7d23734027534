import { describe, expect, it } from 'vitest';
import { formatRating } from './format-rating';

describe('formatRating', () => {
  it('writes stars and the review count in the locale’s digits', () => {
    expect(formatRating(4.5, 1250, 'en-US')).toBe('4.5 of 5 stars · 1,250 reviews');
    expect(formatRating(4, 1250, 'de-DE')).toBe('4 of 5 stars · 1.250 reviews');
  });
});
