import { useEffect, useState } from 'react';

/**
 * The cookie-consent manager the host page may run (CONSENT_SCRIPT_URL): any vendor's, adapted by a
 * few lines that define `window.PorticoConsent`. Our pages ask it for one thing: to show the visitor
 * their cookie preferences.
 */
export type ConsentManager = { showPreferences(): void };

declare global {
  interface Window {
    PorticoConsent?: unknown;
  }
}

/** Spec 2.7 and 9: the consent script is looked for again up to 30 times, 100 ms apart. */
export const CONSENT_RETRIES = 30;
export const CONSENT_RETRY_MS = 100;

/** The manager the page has now, if its script has defined one that can show the preferences. */
export function consentManagerOf(win: Window): ConsentManager | null {
  const candidate = win.PorticoConsent as Partial<ConsentManager> | undefined;
  return candidate && typeof candidate.showPreferences === 'function' ? (candidate as ConsentManager) : null;
}

/**
 * The manager once its script has run: looked for at once, then again up to `retries` times
 * `intervalMs` apart, as a script loading alongside the page may take a moment. Null when it never
 * came, or when `signal` aborts first.
 */
export function waitForConsentManager(win: Window, { retries = CONSENT_RETRIES, intervalMs = CONSENT_RETRY_MS, signal }: { retries?: number; intervalMs?: number; signal?: AbortSignal } = {}): Promise<ConsentManager | null> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(null);
    let retriesLeft = retries;
    let timer: number | undefined;
    const finish = (manager: ConsentManager | null) => {
      win.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(manager);
    };
    const onAbort = () => finish(null);
    signal?.addEventListener('abort', onAbort);
    const look = () => {
      const manager = consentManagerOf(win);
      if (manager || retriesLeft === 0) return finish(manager);
      retriesLeft -= 1;
      timer = win.setTimeout(look, intervalMs);
    };
    look();
  });
}

const SCRIPT_MARKER = 'data-portico-consent';

/** Adds the manager's script to the page once, however many components ask for it. */
export function loadConsentScript(doc: Document, url: string): void {
  if (doc.querySelector(`script[${SCRIPT_MARKER}]`)) return;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, '');
  doc.head.append(script);
}

/**
 * The page's consent manager, once there: its script (when the server names one) is added after
 * hydration, and the manager looked for as spec 2.7 says; a manager another script of the page
 * defines is found the same way. Null until then, and for good when none comes.
 */
export function useConsentManager(scriptUrl: string | null): ConsentManager | null {
  const [manager, setManager] = useState<ConsentManager | null>(null);
  useEffect(() => {
    if (scriptUrl) loadConsentScript(document, scriptUrl);
    const controller = new AbortController();
    void waitForConsentManager(window, { signal: controller.signal }).then((found) => {
      if (found) setManager(found);
    });
    return () => controller.abort();
  }, [scriptUrl]);
  return manager;
}
