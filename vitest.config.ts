import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const APP_CODE = '{host,overlays,bridge,shared,embed,mock-api,bench,scripts}/**';

// The API's own suites: each builds its own server and database, and none mocks a module.
const API_SUITES = ['mock-api/**/*.test.ts'];

// Tests of PGlite itself, of the PostgreSQL path through a PGlite wire-protocol stand-in, or of the
// process started on its default embedded database: nothing to learn from them on a real server.
const PGLITE_ONLY = ['mock-api/db/pglite-prepared-statements.test.ts', 'mock-api/db/postgres-path.test.ts', 'mock-api/main.test.ts'];

// The suites whose answers turn on the day and the hour (awards, check-in windows, cancellation deadlines,
// cart holds and booking sessions, members' idle sessions, exchange-rate days). Every run holds them at the default instant
// (mock-api/testing/test-instant.ts); the date guard runs them again at the instants below, where a rule
// tied to a weekday, a season, a fixed date, a zone's midnight or a DST change would show. Pure rules
// with instants of their own (shared/domain/*.test.ts) need no second run.
const DATE_SENSITIVE_SUITES = [
  'mock-api/reservations/suite-night-awards/suite-night-awards.test.ts',
  'mock-api/reservations/check-in/check-in-online.test.ts',
  'mock-api/reservations/cancellation-deadlines.test.ts',
  'mock-api/reservations/cancel-gives-back.test.ts',
  'mock-api/booking/cart-holds.test.ts',
  'mock-api/auth/sessions.test.ts',
  'mock-api/content/exchange-rates/exchange-rates-route.test.ts',
];

const DATE_GUARD_INSTANTS: Record<string, string> = {
  // 400 days on: New Year's Eve, stays that cross into the next year, a season and a weekday of their own.
  'a-year-on': '2027-12-31T12:00:00.000Z',
  'just-after-midnight-utc': '2026-11-28T00:00:30.000Z',
  // 13:59 and 14:01 in New York (EST, UTC-5): either side of the 14:00 cutoffs of check-in and awards.
  'new-york-13-59': '2026-11-27T18:59:00.000Z',
  'new-york-14-01': '2026-11-27T19:01:00.000Z',
  // 23:59 in Los Angeles (PST, UTC-8), when UTC is already the next day.
  'los-angeles-23-59': '2026-11-28T07:59:00.000Z',
  // Half an hour before London springs forward (01:00 UTC), with stays under way across it.
  'london-before-dst': '2027-03-28T00:30:00.000Z',
};

// The projects that hold API suites alone (api, the date guard, the PostgreSQL runs) share each worker's
// modules from file to file (`isolate: false`): importing the server again for every file cost more than
// a minute of a CI run. They can, because every API test builds its own server and database, mock-api
// mocks no module, and the two suites that fake timers put them back.
const dateGuardProjects = Object.entries(DATE_GUARD_INSTANTS).map(([label, testInstant]) => ({
  extends: true as const,
  test: { name: `dates-${label}`, include: DATE_SENSITIVE_SUITES, provide: { testInstant }, isolate: false },
}));

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['mock-api/testing/global-setup.ts'],
    setupFiles: ['shared/testing/vitest-setup.ts'],
    // Vitest leaves a core for itself by default, one worker on a 2-core machine; the tests' own servers
    // and databases run inside the workers, so a worker per core keeps both cores busy.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Playwright specs (`*.spec.ts` under tests/) run under Playwright, never here; tests/architecture
    // holds vitest tests of the code's shape (the import boundaries), which Playwright never looks at.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${APP_CODE}/*.test.{ts,tsx}`, 'tests/architecture/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: ['**/*.security.test.ts', '**/node_modules/**', ...API_SUITES],
        },
      },
      // The API suites on the embedded database, the product's default.
      { extends: true, test: { name: 'api', include: API_SUITES, exclude: ['**/*.security.test.ts', '**/node_modules/**'], isolate: false } },
      {
        extends: true,
        test: { name: 'security', include: [`${APP_CODE}/*.security.test.ts`, 'tests/security/**/*.test.ts'] },
      },
      // The API and security suites again, on a real PostgreSQL server (global-setup.ts starts one for
      // each of these projects): the database production runs on, with several processes on it.
      {
        extends: true,
        test: { name: 'api-postgres', include: API_SUITES, exclude: ['**/*.security.test.ts', '**/node_modules/**', ...PGLITE_ONLY], isolate: false },
      },
      {
        extends: true,
        test: { name: 'security-postgres', include: ['mock-api/**/*.security.test.ts', 'tests/security/**/*.test.ts'], isolate: false },
      },
      ...dateGuardProjects,
    ],
  },
});
