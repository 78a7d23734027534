import { inject } from 'vitest';
import { addDays } from '../../shared/booking/search-criteria';
import { clockStartingAt, type Clock } from '../auth/clock';
import { DEFAULT_TEST_INSTANT, parseTestInstant } from '../../shared/testing/test-instant';

/**
 * The instant this run stands at: the vitest project's `testInstant` (the date guard's projects move it),
 * or the run's own (shared/testing/test-instant.ts).
 */
export function testRunInstant(): Date {
  return parseTestInstant(inject('testInstant') || DEFAULT_TEST_INSTANT);
}

/**
 * A clock that starts at the run's instant and moves on as time passes (measured by the monotonic timer,
 * never the wall clock): what a test API runs on when its test does not set the time itself.
 */
export function runClock(): Clock {
  return clockStartingAt(testRunInstant());
}

/** `days` whole days after the run's instant, as the ISO day a stay or a form takes (counted in UTC). */
export const runDayPlus = (days: number) => addDays(testRunInstant().toISOString().slice(0, 10), days);
