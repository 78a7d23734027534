import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';

/**
 * What a screen reader is taken to on a new page: the message an action left for it (an element marked
 * `data-page-message`, such as "Your reservation is changed"), or else the page's heading.
 */
export const PAGE_START_SELECTOR = '[data-page-message], h1';

/** Calls `found` with the first match of `selector` in `root`, now or once the page renders it; returns a cancel. */
function whenRendered(root: HTMLElement, selector: string, found: (element: HTMLElement) => void): () => void {
  const present = root.querySelector<HTMLElement>(selector);
  if (present) {
    found(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = root.querySelector<HTMLElement>(selector);
    if (!element) return;
    observer.disconnect();
    found(element);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After a navigation inside the app (not on the first page, where the browser already starts at the
 * top and the reader at the document), moves the focus to where the new page starts, as a full page
 * load would. `<ScrollRestoration>` scrolls as soon as the address changes, but a page may still show
 * its loading state then: too short to hold a position kept for Back, and with no heading yet. So once
 * the page's start is rendered, this scrolls again, to the kept position on Back and Forward, to the
 * message an action left, or to the top.
 */
export function useFocusOnNewPage(mainId: string): void {
  const location = useLocation();
  // The router's own verdict on the scroll: a number when Back or Forward has a position to restore.
  const restoreScrollPosition = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  // Compared by key, not by a "has run" flag, so StrictMode's second run of the effect is still the first page.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return undefined;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    return whenRendered(main, PAGE_START_SELECTOR, (start) => {
      if (typeof restoreScrollPosition === 'number') window.scrollTo(0, restoreScrollPosition);
      // An address naming a place on the page keeps the router's scroll to it.
      else if (location.hash) return;
      else if (start.matches('[data-page-message]')) start.scrollIntoView({ block: 'start' });
      else window.scrollTo(0, 0);
      if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
      start.focus({ preventScroll: true });
    });
  }, [location.key, location.hash, mainId, restoreScrollPosition]);
}
