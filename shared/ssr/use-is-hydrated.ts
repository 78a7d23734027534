import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true after: what only the
 * browser knows (its storage, its address bar's hash) is shown once hydrated, so the first client render
 * matches the server's HTML and React reports no mismatch. A page rendered in the browser alone is
 * hydrated from its first render.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
