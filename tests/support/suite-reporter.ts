import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { readQuarantine, unexcusedFlakes } from './flaky-quarantine';

type Row = { suite: string; test: string; status: string; durationMs: number; figures: Record<string, string>; error?: string };

/** The failure's first lines and where in the spec it stopped, so a CI log that shows only this says which step failed. */
function describeError(result: TestResult): string | undefined {
  const error = result.errors[0];
  if (!error) return undefined;
  // Playwright's messages carry terminal colours.
  const message = (error.message ?? error.value ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').slice(0, 4).join(' | ');
  const where = error.location ? ` at ${path.relative(process.cwd(), error.location.file)}:${error.location.line}` : '';
  return `${message}${where}`;
}

/**
 * Prints one table per suite (Playwright project) and writes it as JSON to tests/results/{suite}.json,
 * so runs can be compared. Tests add figures with `test.info().annotations.push({ type: 'figure:name', description })`.
 * A test that passed only on its retry fails the run unless tests/flaky-quarantine.json names it.
 */
export default class SuiteReporter implements Reporter {
  private readonly quarantineFile: string;
  private readonly resultsDir: string;

  constructor({ quarantineFile = 'tests/flaky-quarantine.json', resultsDir = 'tests/results' }: { quarantineFile?: string; resultsDir?: string } = {}) {
    this.quarantineFile = path.resolve(quarantineFile);
    this.resultsDir = path.resolve(resultsDir);
  }

  /** By test: a retried test's last attempt stands, marked flaky when an earlier one failed. */
  private readonly rowsByTest = new Map<string, Row>();

  private get rows(): Row[] {
    return [...this.rowsByTest.values()];
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const figures = Object.fromEntries(
      test.annotations
        .filter((annotation) => annotation.type.startsWith('figure:'))
        .map((annotation) => [annotation.type.slice('figure:'.length), annotation.description ?? '']),
    );
    const earlier = this.rowsByTest.get(test.id);
    this.rowsByTest.set(test.id, {
      suite: test.parent.project()?.name ?? 'default',
      test: test.title,
      status: result.status === 'passed' && result.retry > 0 ? 'flaky' : result.status,
      durationMs: Math.round(result.duration),
      figures,
      error: describeError(result) ?? earlier?.error,
    });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    this.printSuites(result);
    return this.reportFlakes() ? { status: 'failed' } : undefined;
  }

  /** Names every test that passed only on its retry, and whether the quarantine knows it; true when one is not quarantined. */
  private reportFlakes(): boolean {
    const flaky = this.rows.filter((row) => row.status === 'flaky');
    if (flaky.length === 0) return false;
    const unexcused = unexcusedFlakes(flaky, readQuarantine(this.quarantineFile));
    for (const row of flaky) console.log(`${unexcused.includes(row) ? 'FLAKY, not quarantined' : 'flaky, quarantined'}: [${row.suite}] ${row.test}`);
    if (unexcused.length === 0) return false;
    console.log(`\n${unexcused.length} test(s) passed only on a retry, which fails the run: fix the cause, or name them in ${path.relative(process.cwd(), this.quarantineFile)} with the day and the reason.`);
    return true;
  }

  private printSuites(result: FullResult) {
    const suites = [...new Set(this.rows.map((row) => row.suite))];
    for (const suite of suites) {
      const rows = this.rows.filter((row) => row.suite === suite);
      const passed = rows.filter((row) => row.status === 'passed').length;
      const flaky = rows.filter((row) => row.status === 'flaky').length;
      console.log(`\n${suite}: ${passed} of ${rows.length} passed${flaky ? `, ${flaky} only on a retry (flaky)` : ''}`);
      console.table(
        rows.map((row) => ({ test: row.test.slice(0, 90), status: row.status, ms: row.durationMs, ...row.figures })),
      );
      for (const row of rows.filter((each) => each.error)) console.log(`${row.status}: ${row.test}\n  ${row.error}`);
      mkdirSync(this.resultsDir, { recursive: true });
      writeFileSync(
        path.join(this.resultsDir, `${suite}.json`),
        `${JSON.stringify({ suite, status: result.status, finishedAt: new Date().toISOString(), rows }, null, 2)}\n`,
      );
    }
  }

  printsToStdio() {
    return false;
  }
}
