/**
 * When a hotel's rating and review count are shown (spec section 5, reviews): only with more than 0
 * stars and more than 4 reviews, never for max properties or max members or where reviews are switched
 * off; in the China locale the rating shows with a tooltip and no link to the reviews.
 */
export const MIN_STARS_EXCLUSIVE = 0;
export const MIN_REVIEWS_EXCLUSIVE = 4;

export type ReviewsContext = {
  starsCount: number;
  reviewCount: number;
  locale?: string;
  isMaxProperty?: boolean;
  isMaxMember?: boolean;
  areReviewsDisabled?: boolean;
};

/** `hidden`: no rating at all; `rating`: stars with a tooltip, no link (China); `linked`: stars and a link to reviews. */
export type ReviewsDisplay = 'hidden' | 'rating' | 'linked';

export function reviewsDisplay({ starsCount, reviewCount, locale = 'en-US', isMaxProperty, isMaxMember, areReviewsDisabled }: ReviewsContext): ReviewsDisplay {
  if (starsCount <= MIN_STARS_EXCLUSIVE || reviewCount <= MIN_REVIEWS_EXCLUSIVE) return 'hidden';
  if (isMaxProperty || isMaxMember || areReviewsDisabled) return 'hidden';
  return isChinaLocale(locale) ? 'rating' : 'linked';
}

export function isChinaLocale(locale: string): boolean {
  return /^zh[-_]CN$/i.test(locale);
}
