import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { recordTyping } from './typing-recorder';

/**
 * Starts an app in its root element: hydrates the HTML the server rendered into it, or renders it afresh
 * for a page that came as its shell alone. A hydration that did not match the server's HTML is logged
 * with a prefix the browser tests look for: React recovers by rendering the page again in the browser,
 * which must not go unnoticed.
 */
export function mountApp(root: HTMLElement, app: ReactNode, { isServerRendered }: { isServerRendered: boolean }): void {
  if (!isServerRendered) {
    createRoot(root).render(app);
    return;
  }
  recordTyping(root);
  hydrateRoot(root, app, {
    onRecoverableError(error) {
      console.error(HYDRATION_ERROR_PREFIX, error);
    },
  });
}

/** What a recoverable hydration error is logged with. */
export const HYDRATION_ERROR_PREFIX = '[portico] hydration did not match the server HTML:';
