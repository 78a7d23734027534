import { useEffect, type ReactNode } from 'react';
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
    createRoot(root).render(<MarkHydrated root={root}>{app}</MarkHydrated>);
    return;
  }
  recordTyping(root);
  hydrateRoot(root, <MarkHydrated root={root}>{app}</MarkHydrated>, {
    onRecoverableError(error) {
      console.error(HYDRATION_ERROR_PREFIX, error);
    },
  });
}

/**
 * Marks the root `data-hydrated` once every effect of the first render has run: the forms' fields
 * listen, and what was typed before has been taken back in (KeepTypedBeforeHydration), as on the host
 * (host-app.tsx). It renders nothing of its own, so the HTML compared at hydration is the server's.
 */
function MarkHydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.setAttribute('data-hydrated', '');
  }, [root]);
  return children;
}

/** What a recoverable hydration error is logged with. */
export const HYDRATION_ERROR_PREFIX = '[portico] hydration did not match the server HTML:';
