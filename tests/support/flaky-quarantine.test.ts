import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_QUARANTINED, readQuarantine, unexcusedFlakes } from './flaky-quarantine';

const fileWith = (content: unknown) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'quarantine-')), 'flaky-quarantine.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};
const entry = { suite: 'e2e', test: 'a member books a points rate', since: '2026-11-27', reason: 'the balance is read before the order lands' };

describe('the flaky-test quarantine', () => {
  it('reads the project’s own file, within its limit', () => {
    expect(readQuarantine(path.resolve('tests/flaky-quarantine.json')).length).toBeLessThanOrEqual(MAX_QUARANTINED);
  });

  it('excuses only a quarantined test of the same suite', () => {
    const quarantine = readQuarantine(fileWith([entry]));
    expect(unexcusedFlakes([{ suite: 'e2e', test: entry.test }, { suite: 'a11y', test: entry.test }, { suite: 'e2e', test: 'another' }], quarantine)).toEqual([
      { suite: 'a11y', test: entry.test },
      { suite: 'e2e', test: 'another' },
    ]);
  });

  it('refuses an entry without a day or a reason, and a list longer than its limit', () => {
    expect(() => readQuarantine(fileWith([{ ...entry, reason: ' ' }]))).toThrow('[0]: "reason" must be a non-empty string');
    expect(() => readQuarantine(fileWith([{ ...entry, since: 'last week' }]))).toThrow('"since" must be a day such as 2026-11-27, not "last week"');
    expect(() => readQuarantine(fileWith({ entry }))).toThrow('expected a list of quarantined tests');
    expect(() => readQuarantine(fileWith(Array.from({ length: MAX_QUARANTINED + 1 }, () => entry)))).toThrow(`at most ${MAX_QUARANTINED}`);
  });
});
