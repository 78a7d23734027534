import { defineConfig } from 'vitest/config';

const APP_CODE = '{host,overlays,bridge,shared,embed,mock-api,bench,scripts}/**';

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
    ],
  },
});
