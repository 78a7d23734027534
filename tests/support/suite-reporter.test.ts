import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SuiteReporter from './suite-reporter';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'suite-reporter-'));
const QUARANTINED = 'a member books a points rate, and their balance drops by the points';

/** A reporter over a quarantine of one e2e test, writing its tables to a folder of its own. */
function reporter() {
  const quarantineFile = path.join(folder(), 'flaky-quarantine.json');
  writeFileSync(quarantineFile, JSON.stringify([{ suite: 'e2e', test: QUARANTINED, since: '2026-11-27', reason: 'no cause found yet' }]));
  return new SuiteReporter({ quarantineFile, resultsDir: folder() });
}

/** The run of one test: a failed attempt, then (when `retried`) a passing one, as Playwright reports them. */
function run(suiteReporter: SuiteReporter, title: string, attempts: TestResult['status'][]) {
  const test = { id: title, title, annotations: [], parent: { project: () => ({ name: 'e2e' }) } } as unknown as TestCase;
  attempts.forEach((status, retry) => suiteReporter.onTestEnd(test, { status, retry, duration: 10, errors: [] } as unknown as TestResult));
}

const passedRun = { status: 'passed' } as FullResult;

describe('the browser suites’ reporter', () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'table').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves a run whose tests all passed first time as it is', async () => {
    const suiteReporter = reporter();
    run(suiteReporter, 'signs in', ['passed']);
    expect(await suiteReporter.onEnd(passedRun)).toBeUndefined();
  });

  it('fails a run in which a test not quarantined passed only on its retry, and names it', async () => {
    const suiteReporter = reporter();
    run(suiteReporter, 'signs in', ['passed']);
    run(suiteReporter, 'continue as guest closes the reservation sign-in', ['failed', 'passed']);
    expect(await suiteReporter.onEnd(passedRun)).toEqual({ status: 'failed' });
    expect(console.log).toHaveBeenCalledWith('FLAKY, not quarantined: [e2e] continue as guest closes the reservation sign-in');
  });

  it('lets a quarantined test pass on its retry, still naming it', async () => {
    const suiteReporter = reporter();
    run(suiteReporter, QUARANTINED, ['timedOut', 'passed']);
    expect(await suiteReporter.onEnd(passedRun)).toBeUndefined();
    expect(console.log).toHaveBeenCalledWith(`flaky, quarantined: [e2e] ${QUARANTINED}`);
  });
});
