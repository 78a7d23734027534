import { useCallback, useEffect, useState } from 'react';
import { useIsHydrated } from '../../shared/ssr/use-is-hydrated';
import { withHotelViewed, withoutExpired, type RecentlyViewedHotel } from './recently-viewed';
import { readRecentlyViewed, RECENTLY_VIEWED_KEY, writeRecentlyViewed } from './recently-viewed-storage';

const NONE_YET: RecentlyViewedHotel[] = [];

/** The recently viewed hotels of this browser, kept in step with other tabs, and a way to add a view. */
export function useRecentlyViewed() {
  const [list, setList] = useState(() => withoutExpired(readRecentlyViewed(), Date.now()));

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === RECENTLY_VIEWED_KEY) setList(withoutExpired(readRecentlyViewed(), Date.now()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const recordView = useCallback((hotel: Omit<RecentlyViewedHotel, 'createdAt'>) => {
    // Read again rather than trust this tab's copy: another tab may have added a hotel meanwhile.
    const next = withHotelViewed(readRecentlyViewed(), hotel, Date.now());
    writeRecentlyViewed(next);
    setList(next);
  }, []);

  // The list lives in this browser's storage, which the server cannot see: shown once the page has hydrated.
  const isHydrated = useIsHydrated();
  return { list: isHydrated ? list : NONE_YET, recordView };
}
