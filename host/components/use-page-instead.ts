import { useEffect } from 'react';

/**
 * A dialog whose code could not load (the network dropped, a new release replaced the chunk) gives way
 * to the page that does the same: a full navigation fetches that page's scripts afresh.
 */
export function usePageInstead(isDialogUnavailable: boolean, href: string) {
  useEffect(() => {
    if (isDialogUnavailable) window.location.assign(href);
  }, [isDialogUnavailable, href]);
}
