import { defineConfig } from 'vitest/config';

const APP_CODE = '{host,overlays,bridge,shared,embed,mock-api,bench,scripts}/**';

// Tests of PGlite itself, of the PostgreSQL path through a PGlite wire-protocol stand-in, or of the
// process started on its default embedded database: nothing to learn from them on a real server.
const PGLITE_ONLY = ['mock-api/db/pglite-prepared-statements.test.ts', 'mock-api/db/postgres-path.test.ts', 'mock-api/main.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['mock-api/testing/global-setup.ts'],
    setupFiles: ['shared/testing/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Playwright specs (`*.spec.ts` under tests/) run under Playwright, never here; tests/architecture
    // holds vitest tests of the code's shape (the import boundaries), which Playwright never looks at.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [`${APP_CODE}/*.test.{ts,tsx}`, 'tests/architecture/**/*.test.ts'], exclude: ['**/*.security.test.ts', '**/node_modules/**'] },
      },
      {
        extends: true,
        test: { name: 'security', include: [`${APP_CODE}/*.security.test.ts`, 'tests/security/**/*.test.ts'] },
      },
      // The API and security suites again, on a real PostgreSQL server (global-setup.ts starts one for
      // each of these projects): the database production runs on, with several processes on it.
      {
        extends: true,
        test: { name: 'api-postgres', include: ['mock-api/**/*.test.ts'], exclude: ['**/*.security.test.ts', '**/node_modules/**', ...PGLITE_ONLY] },
      },
      {
        extends: true,
        test: { name: 'security-postgres', include: ['mock-api/**/*.security.test.ts', 'tests/security/**/*.test.ts'] },
      },
    ],
  },
});
