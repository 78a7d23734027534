import { defineConfig } from 'vitest/config';

const APP_CODE = '{host,overlays,bridge,shared,mock-api,bench,scripts}/**';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['mock-api/testing/global-setup.ts'],
    setupFiles: ['shared/testing/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Playwright specs (`*.spec.ts` under tests/) run under Playwright, never here.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [`${APP_CODE}/*.test.{ts,tsx}`], exclude: ['**/*.security.test.ts', '**/node_modules/**'] },
      },
      {
        extends: true,
        test: { name: 'security', include: [`${APP_CODE}/*.security.test.ts`, 'tests/security/**/*.test.ts'] },
      },
    ],
  },
});
