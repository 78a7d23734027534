/** A hotel's rating as the pages write it: "4.5 of 5 stars · 1,250 reviews", the count in the locale's digits. */
export function formatRating(stars: number, reviewCount: number, locale: string): string {
  return `${stars} of 5 stars · ${new Intl.NumberFormat(locale).format(reviewCount)} reviews`;
}
