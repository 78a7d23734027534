import { RECENTLY_VIEWED_CONFIG, type RecentlyViewedHotel } from './recently-viewed';

/** Local storage: the spec's store of a config and a list, shared by every tab of the site. */
export const RECENTLY_VIEWED_KEY = 'portico.recentlyViewed';

type StoredRecentlyViewed = {
  config: { maxCachedDaysLimit: number };
  recentlyViewedProperties: RecentlyViewedHotel[];
};

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Entries written by an older version, or edited by hand, are dropped one by one, never trusted. */
function isRecentlyViewedHotel(value: unknown): value is RecentlyViewedHotel {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    ['name', 'address', 'marshaCode', 'seoNickname', 'marshaBrandCode', 'postalAddress', 'country'].every((key) => isString(entry[key])) &&
    ['latitude', 'longitude', 'numberOfReviewsCount', 'starsCount', 'createdAt'].every((key) => isNumber(entry[key])) &&
    (entry.imageUrl === null || isString(entry.imageUrl)) &&
    (entry.state === null || isString(entry.state))
  );
}

export function readRecentlyViewed(): RecentlyViewedHotel[] {
  try {
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null') as Partial<StoredRecentlyViewed> | null;
    const list = Array.isArray(stored?.recentlyViewedProperties) ? stored.recentlyViewedProperties : [];
    return list.filter(isRecentlyViewedHotel);
  } catch {
    return [];
  }
}

export function writeRecentlyViewed(list: RecentlyViewedHotel[]) {
  const stored: StoredRecentlyViewed = {
    config: { maxCachedDaysLimit: RECENTLY_VIEWED_CONFIG.maxCachedDaysLimit },
    recentlyViewedProperties: list,
  };
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the list is a convenience, and the page works without it.
  }
}
