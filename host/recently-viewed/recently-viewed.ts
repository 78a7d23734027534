/**
 * Recently viewed hotels (spec sections 3, 4 and 9), kept in the browser: the hotel being viewed moves
 * to the front, a hotel without a name is never added, entries older than the configured number of days
 * are dropped, and at most ten are kept. Pages show two of them on phones and tablets, three on desktops.
 */
export type RecentlyViewedHotel = {
  name: string;
  /** Street address, one line. */
  address: string;
  marshaCode: string;
  seoNickname: string;
  imageUrl: string | null;
  latitude: number;
  longitude: number;
  marshaBrandCode: string;
  numberOfReviewsCount: number;
  starsCount: number;
  /** City, state and postal code as one line, e.g. "New York, NY 10036". */
  postalAddress: string;
  state: string | null;
  country: string;
  /** When it was viewed, in milliseconds since 1970. */
  createdAt: number;
};

export type RecentlyViewedConfig = { maxCachedDaysLimit: number; maxCached: number };

export const RECENTLY_VIEWED_CONFIG: RecentlyViewedConfig = { maxCachedDaysLimit: 60, maxCached: 10 };

/** How many a page shows, by screen (spec 9). */
export const RECENTLY_VIEWED_SHOWN = { mobile: 2, tablet: 2, desktop: 3 } as const;

const DAY_MS = 86_400_000;

export function withoutExpired(list: readonly RecentlyViewedHotel[], now: number, config = RECENTLY_VIEWED_CONFIG): RecentlyViewedHotel[] {
  const oldest = now - config.maxCachedDaysLimit * DAY_MS;
  return list.filter((hotel) => hotel.createdAt >= oldest);
}

/** The list after viewing `hotel` at `now`. */
export function withHotelViewed(
  list: readonly RecentlyViewedHotel[],
  hotel: Omit<RecentlyViewedHotel, 'createdAt'>,
  now: number,
  config = RECENTLY_VIEWED_CONFIG,
): RecentlyViewedHotel[] {
  const fresh = withoutExpired(list, now, config);
  if (!hotel.name.trim()) return fresh;
  const others = fresh.filter((viewed) => viewed.marshaCode.toUpperCase() !== hotel.marshaCode.toUpperCase());
  return [{ ...hotel, createdAt: now }, ...others].slice(0, config.maxCached);
}
