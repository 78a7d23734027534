import { inject } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import type { Clock } from '../auth/clock';

/**
 * Where a test run's clock stands unless its vitest project says otherwise (`provide.testInstant`) or
 * the run is moved as a whole (`PORTICO_TEST_INSTANT=2027-12-31T12:00:00Z npm run test:unit`):
 * the demo database is seeded on this instant and every test API's clock starts from it, so a run
 * never depends on the day it happens to be. The date-guard projects (vitest.config.ts) move it.
 */
export const DEFAULT_TEST_INSTANT = '2026-11-27T12:00:00.000Z';

/** The instant `iso` names, or an error naming what was wrong: a guard instant mistyped must fail loudly. */
export function parseTestInstant(iso: string): Date {
  const instant = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(iso) || Number.isNaN(instant.getTime())) {
    throw new Error(`testInstant must be a UTC instant such as ${DEFAULT_TEST_INSTANT}, not "${iso}"`);
  }
  return instant;
}

/** The instant this run stands at: the project's `testInstant`, or the default. */
export function testRunInstant(): Date {
  return parseTestInstant(inject('testInstant') || DEFAULT_TEST_INSTANT);
}

/**
 * A clock that starts at the run's instant and moves on as time passes (measured by the monotonic timer,
 * never the wall clock): what a test API runs on when its test does not set the time itself.
 */
export function runClock(): Clock {
  const start = testRunInstant();
  const startedAt = performance.now();
  return () => new Date(start.getTime() + Math.round(performance.now() - startedAt));
}

/** `days` whole days after the run's instant, as the ISO day a stay or a form takes (counted in UTC). */
export const runDayPlus = (days: number) => addDays(testRunInstant().toISOString().slice(0, 10), days);
