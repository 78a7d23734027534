import { parseUtcInstant } from '../time/utc-instant';

/**
 * Where a test run's clock stands unless the run is moved as a whole
 * (`PORTICO_TEST_INSTANT=2027-12-31T12:00:00Z npm test`): the demo database is seeded on this instant,
 * every test API's clock and the browser suites' server (CLOCK_START) and browsers start from it, so a
 * run never depends on the day it happens to be.
 */
export const DEFAULT_TEST_INSTANT = '2026-11-27T12:00:00.000Z';

/** The instant `iso` names, or an error naming what was wrong: a guard instant mistyped must fail loudly. */
export function parseTestInstant(iso: string): Date {
  const instant = parseUtcInstant(iso);
  if (!instant) throw new Error(`testInstant must be a UTC instant such as ${DEFAULT_TEST_INSTANT}, not "${iso}"`);
  return instant;
}
