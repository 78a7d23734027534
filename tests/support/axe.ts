import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './run-clock';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page and its frames; records the count as a figure of the suite's table. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  test.info().annotations.push(
    { type: 'figure:violations', description: String(found.length) },
    { type: 'figure:rules passed', description: String(results.passes.length) },
  );
  expect(found).toEqual([]);
}
