import { describe, expect, it } from 'vitest';
import { reviewsDisplay } from './hotel-reviews';

describe('reviewsDisplay', () => {
  it('shows and links reviews for more than 0 stars and more than 4 reviews', () => {
    expect(reviewsDisplay({ starsCount: 4.5, reviewCount: 1250 })).toBe('linked');
    expect(reviewsDisplay({ starsCount: 0.5, reviewCount: 5 })).toBe('linked');
  });

  it('hides them at 0 stars or 4 reviews and fewer (LONKX has 3)', () => {
    expect(reviewsDisplay({ starsCount: 0, reviewCount: 100 })).toBe('hidden');
    expect(reviewsDisplay({ starsCount: 4, reviewCount: 4 })).toBe('hidden');
    expect(reviewsDisplay({ starsCount: 4, reviewCount: 3 })).toBe('hidden');
  });

  it('hides them for max properties, max members and where switched off', () => {
    expect(reviewsDisplay({ starsCount: 5, reviewCount: 88, isMaxProperty: true })).toBe('hidden');
    expect(reviewsDisplay({ starsCount: 5, reviewCount: 88, isMaxMember: true })).toBe('hidden');
    expect(reviewsDisplay({ starsCount: 5, reviewCount: 88, areReviewsDisabled: true })).toBe('hidden');
  });

  it('shows the rating without a link in the China locale', () => {
    expect(reviewsDisplay({ starsCount: 4, reviewCount: 310, locale: 'zh-CN' })).toBe('rating');
    expect(reviewsDisplay({ starsCount: 4, reviewCount: 310, locale: 'zh_CN' })).toBe('rating');
    expect(reviewsDisplay({ starsCount: 4, reviewCount: 310, locale: 'zh-TW' })).toBe('linked');
  });
});
