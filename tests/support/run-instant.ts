import { addDays } from '../../shared/booking/search-criteria';
import { DEFAULT_TEST_INSTANT, parseTestInstant } from '../../shared/testing/test-instant';

/**
 * The browser suites' instant: the server they start runs on it (CLOCK_START, playwright.config.ts)
 * and so does every browser they open, so the demo data, the pages' "today" and the tests' stays count
 * from one day whatever day the suites run. `PORTICO_TEST_INSTANT` moves the whole run.
 */
export const RUN_INSTANT = parseTestInstant(process.env.PORTICO_TEST_INSTANT || DEFAULT_TEST_INSTANT);

const startedAt = performance.now();

/** The run's instant moved on by the time this worker has run (the monotonic timer, never the wall clock). */
export const runNow = () => new Date(RUN_INSTANT.getTime() + Math.round(performance.now() - startedAt));

/** `days` whole days after the run's day, as the ISO day a stay or a form takes. */
export const dayFromToday = (days: number) => addDays(RUN_INSTANT.toISOString().slice(0, 10), days);

/** The run's year: what the footer's copyright and a card's expiry count from. */
export const RUN_YEAR = RUN_INSTANT.getUTCFullYear();
