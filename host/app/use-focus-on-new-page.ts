import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { pageNameOf } from './page-titles';

/**
 * Where a new page starts for a screen reader: the message an action left for it (an element marked
 * `data-page-message`, such as "Your reservation is changed"), before the page's heading.
 */
const pageStartIn = (main: HTMLElement) => main.querySelector<HTMLElement>('[data-page-message]') ?? main.querySelector<HTMLElement>('h1');

/** Calls `found` with the page's start in `main`, now or once the page renders it; returns a cancel. */
function whenRendered(main: HTMLElement, found: (element: HTMLElement) => void): () => void {
  const present = pageStartIn(main);
  if (present) {
    found(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = pageStartIn(main);
    if (!element) return;
    observer.disconnect();
    found(element);
  });
  observer.observe(main, { childList: true, subtree: true });
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
  // The router's verdict on the scroll: a number when Back or Forward has a position to restore, and
  // preventScrollReset for a navigation that stays on the page (a modal with an address of its own).
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const restoreScrollPosition = routerState?.restoreScrollPosition;
  const staysOnPage = routerState?.preventScrollReset === true;
  // Kept during render, by key rather than by a "has run" flag, so StrictMode's second run of the effect
  // is still the first page; counted, because Back to the first entry brings its key back.
  const page = pageNameOf(location.pathname);
  const pages = useRef({ key: location.key, page, previous: page, navigations: 0 });
  if (pages.current.key !== location.key) pages.current = { key: location.key, page, previous: pages.current.page, navigations: pages.current.navigations + 1 };
  const isFirstPage = pages.current.navigations === 0;
  // Between addresses of one page (the rate list and its modals) the page, and the modal, keep the focus.
  const isNewPage = pages.current.previous !== page;
  useEffect(() => {
    if (isFirstPage || staysOnPage || !isNewPage) return undefined;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    return whenRendered(main, (start) => {
      if (typeof restoreScrollPosition === 'number') window.scrollTo(0, restoreScrollPosition);
      else if (start.matches('[data-page-message]')) start.scrollIntoView({ block: 'start' });
      // An address naming a place on the page keeps the router's scroll to it.
      else if (!location.hash) window.scrollTo(0, 0);
      if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
      start.focus({ preventScroll: true });
    });
  }, [location.key, location.hash, mainId, restoreScrollPosition, staysOnPage, isFirstPage, isNewPage]);
}
