import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs live in tests/ and run under Playwright, never here.
    include: ['{host,overlays,bridge,shared,mock-api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['mock-api/testing/global-setup.ts'],
    setupFiles: ['shared/testing/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
