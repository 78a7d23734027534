import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Row = { suite: string; test: string; status: string; durationMs: number; figures: Record<string, string> };

/**
 * Prints one table per suite (Playwright project) and writes it as JSON to tests/results/{suite}.json,
 * so runs can be compared. Tests add figures with `test.info().annotations.push({ type: 'figure:name', description })`.
 */
export default class SuiteReporter implements Reporter {
  private readonly rows: Row[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const figures = Object.fromEntries(
      test.annotations
        .filter((annotation) => annotation.type.startsWith('figure:'))
        .map((annotation) => [annotation.type.slice('figure:'.length), annotation.description ?? '']),
    );
    this.rows.push({
      suite: test.parent.project()?.name ?? 'default',
      test: test.title,
      status: result.status,
      durationMs: Math.round(result.duration),
      figures,
    });
  }

  onEnd(result: FullResult) {
    const suites = [...new Set(this.rows.map((row) => row.suite))];
    for (const suite of suites) {
      const rows = this.rows.filter((row) => row.suite === suite);
      const passed = rows.filter((row) => row.status === 'passed').length;
      console.log(`\n${suite}: ${passed} of ${rows.length} passed`);
      console.table(
        rows.map((row) => ({ test: row.test.slice(0, 90), status: row.status, ms: row.durationMs, ...row.figures })),
      );
      const folder = path.resolve('tests/results');
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        path.join(folder, `${suite}.json`),
        `${JSON.stringify({ suite, status: result.status, finishedAt: new Date().toISOString(), rows }, null, 2)}\n`,
      );
    }
  }

  printsToStdio() {
    return false;
  }
}
