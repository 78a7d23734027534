import { type Page } from '@playwright/test';
import { test as base, expect } from './run-clock';
import { BRIDGE_MESSAGE_EVENT } from '../../bridge/inspector/bridge-recording';
import type { BridgeMessage } from '../../bridge/inspector/message-recorder';

/**
 * The Playwright side of the bridge test kit: every call across the page's frames, as the page's own
 * bridge recorded it (arguments redacted as the inspector shows them), with assertions on them.
 */
export type BridgeMessages = {
  /** Every completed call so far, oldest first. */
  all(): readonly BridgeMessage[];
  /**
   * Waits until a call of `method` was made whose first argument holds `detail` (every key given, at
   * any depth; other keys may differ), and answers it. Fails with the calls seen when none comes.
   */
  expectMessage(method: string, detail?: unknown, options?: { timeout?: number }): Promise<BridgeMessage>;
};

declare global {
  interface Window {
    __porticoBridgeMessageRecorded?: (message: BridgeMessage) => void;
  }
}

/** Starts recording on `page`: call before its first `goto`, as the page must know from its first script. */
export async function recordBridgeMessages(page: Page): Promise<BridgeMessages> {
  const messages: BridgeMessage[] = [];
  await page.exposeFunction('__porticoBridgeMessageRecorded', (message: BridgeMessage) => void messages.push(message));
  await page.addInitScript((eventName) => {
    // Overlay frames run this too; only a page that connects frames records, so they add nothing.
    window.__porticoBridgeRecording = true;
    window.addEventListener(eventName, (event) => window.__porticoBridgeMessageRecorded?.((event as CustomEvent<BridgeMessage>).detail));
  }, BRIDGE_MESSAGE_EVENT);

  const find = (method: string, detail: unknown) => messages.find((message) => message.method === method && (detail === undefined || holds(message.args[0], detail)));
  return {
    all: () => messages,
    async expectMessage(method, detail, { timeout = 10_000 } = {}) {
      await expect
        .poll(() => find(method, detail) !== undefined, {
          message: `a bridge call ${method}(${JSON.stringify(detail ?? '…')}); seen: ${JSON.stringify(messages.map((message) => [message.method, message.args]))}`,
          timeout,
        })
        .toBe(true);
      return find(method, detail)!;
    },
  };
}

/** Whether `actual` holds every key of `expected`, recursively (arrays element by element). */
export function holds(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return Object.is(actual, expected);
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(expected)) return Array.isArray(actual) && expected.length === actual.length && expected.every((item, index) => holds(actual[index], item));
  return Object.entries(expected).every(([key, value]) => holds((actual as Record<string, unknown>)[key], value));
}

/** `test` with a `bridgeMessages` fixture that records from the page's first script. */
export const test = base.extend<{ bridgeMessages: BridgeMessages }>({
  bridgeMessages: async ({ page }, use) => {
    await use(await recordBridgeMessages(page));
  },
});
