// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_RETRIES, CONSENT_RETRY_MS, loadConsentScript, waitForConsentManager } from './consent-manager';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete window.PorticoConsent;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('waiting for the consent manager', () => {
  it('finds one already there at once', async () => {
    const manager = { showPreferences: vi.fn() };
    window.PorticoConsent = manager;
    await expect(waitForConsentManager(window)).resolves.toBe(manager);
  });

  it('looks again every 100 ms and finds one that arrives on the last of the 30 tries', async () => {
    const manager = { showPreferences: vi.fn() };
    const found = waitForConsentManager(window);
    await vi.advanceTimersByTimeAsync(CONSENT_RETRY_MS * (CONSENT_RETRIES - 1));
    window.PorticoConsent = manager;
    await vi.advanceTimersByTimeAsync(CONSENT_RETRY_MS);
    await expect(found).resolves.toBe(manager);
  });

  it('gives up after 30 tries 100 ms apart (3 s), and does not look again', async () => {
    const getter = vi.fn(() => undefined);
    Object.defineProperty(window, 'PorticoConsent', { get: getter, configurable: true });
    const found = waitForConsentManager(window);
    await vi.advanceTimersByTimeAsync(CONSENT_RETRIES * CONSENT_RETRY_MS);
    await expect(found).resolves.toBeNull();
    // Once at first, then 30 retries.
    expect(getter).toHaveBeenCalledTimes(CONSENT_RETRIES + 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(getter).toHaveBeenCalledTimes(CONSENT_RETRIES + 1);
    Object.defineProperty(window, 'PorticoConsent', { value: undefined, writable: true, configurable: true });
  });

  it('ignores something that cannot show the preferences, and stops when the page no longer asks', async () => {
    window.PorticoConsent = { showPreferences: 'not a function' };
    const controller = new AbortController();
    const found = waitForConsentManager(window, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(CONSENT_RETRY_MS * 3);
    controller.abort();
    await expect(found).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds the manager’s script to the page once, loading alongside it', () => {
    loadConsentScript(document, 'https://cmp.example/cmp.js');
    loadConsentScript(document, 'https://cmp.example/cmp.js');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: 'https://cmp.example/cmp.js', async: true });
  });
});
