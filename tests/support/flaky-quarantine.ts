import { readFileSync } from 'node:fs';

/**
 * A browser test allowed to pass on its retry for a while: its suite and title as the reporter prints
 * them, the day it was quarantined, and why (what is known of the cause). Any other test that needs its
 * retry fails the run, so a flaky test is seen and fixed rather than passed unseen.
 */
export type QuarantinedTest = { suite: string; test: string; since: string; reason: string };

/** Kept short on purpose: a quarantine is a note to fix a test soon, not a place to keep it. */
export const MAX_QUARANTINED = 5;

export function readQuarantine(file: string): QuarantinedTest[] {
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of quarantined tests`);
  if (entries.length > MAX_QUARANTINED) throw new Error(`${file}: ${entries.length} tests quarantined, at most ${MAX_QUARANTINED}; fix some first`);
  return entries.map((entry, index) => checkedEntry(entry, `${file}[${index}]`));
}

function checkedEntry(entry: unknown, where: string): QuarantinedTest {
  const fields = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const text = (name: keyof QuarantinedTest) => {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: "${name}" must be a non-empty string`);
    return value;
  };
  const since = text('since');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`${where}: "since" must be a day such as 2026-11-27, not "${since}"`);
  return { suite: text('suite'), test: text('test'), since, reason: text('reason') };
}

/** The tests that passed only on a retry and are not quarantined: each one fails the run. */
export function unexcusedFlakes(flaky: readonly { suite: string; test: string }[], quarantine: readonly QuarantinedTest[]) {
  return flaky.filter((row) => !quarantine.some((entry) => entry.suite === row.suite && entry.test === row.test));
}
