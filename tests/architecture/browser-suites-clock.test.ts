import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser suites run on the run's instant, never the day they happen to run on: each test's browser
 * gets the run's clock from `tests/support/run-clock.ts`'s `test`, and the server gets it from
 * CLOCK_START. A spec that takes Playwright's own `test`, opens a browser context by itself, or reads
 * the wall clock would quietly put one of them back on today's date.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLOCK_MODULES = new Set(['tests/support/run-clock.ts', 'tests/support/run-instant.ts', 'tests/support/suite-reporter.ts']);

const browserSuiteFiles = ['tests/e2e', 'tests/a11y', 'tests/security', 'tests/screenshots', 'tests/support']
  .flatMap((dir) => readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !CLOCK_MODULES.has(file))
  // The reliability suite and the benches drive real-time servers through these; they are not browser suites.
  .filter((file) => !['tests/support/booking-journey.ts', 'tests/support/persisted-operation.ts'].includes(file));

const offences = (pattern: RegExp) =>
  browserSuiteFiles.filter((file) => pattern.test(readFileSync(path.join(ROOT, file), 'utf8')));

describe('the browser suites stand on the run’s instant', () => {
  it('has files to check', () => {
    expect(browserSuiteFiles.length).toBeGreaterThan(40);
  });

  it('takes `test` from run-clock, whose browsers are on the run’s clock, never from Playwright directly', () => {
    expect(offences(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/)).toEqual([]);
  });

  it('opens other browser contexts through newBrowserContext, which puts them on the run’s clock', () => {
    expect(offences(/\.newContext\(/)).toEqual([]);
  });

  it('never reads the wall clock: days and years count from the run’s instant', () => {
    expect(offences(/Date\.now\(\)|new Date\(\)|getFullYear\(\)|getUTCFullYear\(\)/)).toEqual([]);
  });
});
