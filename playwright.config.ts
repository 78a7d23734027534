import { defineConfig } from '@playwright/test';
import { RUN_INSTANT } from './tests/support/run-instant';

/**
 * The ports of a suite's server and pages, counted from `E2E_PORT_BASE` (18180 by default, away from the
 * 8080 to 8082 of `npm start`): a second run of a suite beside the first takes a base of its own, and
 * gets a server, a database and an output folder of its own.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 18180);
export const E2E_HOST_ORIGIN = `http://localhost:${PORT_BASE}`;
export const E2E_OVERLAY_ORIGIN = `http://localhost:${PORT_BASE + 1}`;
/** A third origin (a different site, too) for pages that must not reach the overlays. */
export const E2E_THIRD_ORIGIN = `http://127.0.0.1:${PORT_BASE + 2}`;
/** A sibling of the host on the same site (localhost), another port: same-site but cross-origin. */
export const E2E_SIBLING_ORIGIN = `http://localhost:${PORT_BASE + 3}`;
/** The embed example's origin: another team's page that may frame the overlays (allowed by default). */
export const E2E_EMBED_EXAMPLE_ORIGIN = `http://localhost:${PORT_BASE + 4}`;
/** The same example page under another site's name, as a partner's own domain frames the overlays (allowed by default). */
export const E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN = `http://127.0.0.1:${PORT_BASE + 4}`;

// Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.sh installs it).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  // One project a suite: `npm run test:e2e`, `test:a11y` and `test:security` each run one.
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    { name: 'a11y', testDir: 'tests/a11y' },
    { name: 'security', testDir: 'tests/security', testMatch: '**/*.spec.ts' },
    // The key pages compared with committed images: `npm run test:screenshots -- --update-snapshots` renews them.
    {
      name: 'screenshots',
      testDir: 'tests/screenshots',
      snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
      expect: { timeout: 20_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 } },
    },
  ],
  fullyParallel: false,
  workers: 1,
  // One more attempt: on CI's loaded 2-core machine a browser step now and then stalls past the timeout
  // with nothing wrong in the product. A test that passes only on its retry is reported as flaky by name
  // (tests/support/suite-reporter.ts), marked as quarantined when tests/flaky-quarantine.json names it with
  // the day and the reason; any other fails the run, as does one that fails twice.
  retries: 1,
  timeout: 30_000,
  // Traces of failures, apart for each base: a run beside another must not clear its output.
  outputDir: `test-results/${PORT_BASE}`,
  reporter: [['list'], ['./tests/support/suite-reporter.ts']],
  use: {
    baseURL: E2E_HOST_ORIGIN,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The overlays in the host's process. In a process of their own (their origins ask for an agent cluster of
        // their own), a click Playwright sends just after scrolling a frame's field into view is now and then routed
        // by the browser to the host page, which sees it land on the <iframe> element: the box stays unticked
        // ("Clicking the checkbox did not change its state") and a link is not followed. The frames stay cross-origin,
        // so what each page's scripts can reach is unchanged; the bench keeps the browser's own process model.
        '--disable-site-isolation-trials',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // A fresh embedded database for every run, removed first so no earlier run's data leaks in.
    command: `rm -rf .data/e2e-${PORT_BASE} && tsx mock-api/main.ts`,
    url: `${E2E_HOST_ORIGIN}/mi/phoenix-account-auth/v1/userDetails`,
    reuseExistingServer: false,
    // A fresh database is created, migrated and seeded first: on a loaded 2-core machine that can take a minute.
    timeout: 150_000,
    env: {
      HOST_PORT: `${PORT_BASE}`,
      OVERLAY_PORT: `${PORT_BASE + 1}`,
      EMBED_EXAMPLE_PORT: `${PORT_BASE + 4}`,
      DATA_DIR: `.data/e2e-${PORT_BASE}`,
      LOG_LEVEL: 'warn',
      // The server's clock starts at the run's instant, as the browsers' do (tests/support/run-instant.ts).
      CLOCK_START: RUN_INSTANT.toISOString(),
      // The suites sign in, look reservations up and tokenise cards many times from one address; the
      // limits themselves are tested by the API suite.
      SIGN_IN_RATE_LIMIT: '1000',
      RESERVATION_LOOKUP_RATE_LIMIT: '1000',
      PAYMENT_TOKEN_RATE_LIMIT: '1000',
      CART_RATE_LIMIT: '1000',
      CART_SESSION_RATE_LIMIT: '1000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
