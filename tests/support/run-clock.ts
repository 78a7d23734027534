import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { runNow } from './run-instant';

/** Puts a browser context's clock on the run's (Playwright's clock: time then flows as it would). */
export async function onRunClock(context: BrowserContext): Promise<BrowserContext> {
  await context.clock.install({ time: runNow() });
  return context;
}

/** Another browser (a stranger, a second visitor) on the run's clock too. */
export const newBrowserContext = async (browser: Browser, options?: BrowserContextOptions) => onRunClock(await browser.newContext(options));

/** Playwright's `test`, with every test's browser on the run's clock: the browser suites import this one. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onRunClock(context));
  },
});

export { expect } from '@playwright/test';
export { dayFromToday, RUN_INSTANT, RUN_YEAR, runNow } from './run-instant';
