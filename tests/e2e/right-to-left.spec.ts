import { type Locator } from '@playwright/test';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { stayFrom } from '../support/booking-pages';
import { expect, test } from '../support/run-clock';

/**
 * Where each of `words` is drawn, left to right, inside `element`: the order a reader sees, which the
 * text's own order does not tell once right-to-left layout has reordered its runs.
 */
async function drawnLeftEdges(element: Locator, words: string[]): Promise<number[]> {
  return element.evaluate((node, wanted) => {
    const text = node.textContent ?? '';
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const lefts: number[] = [];
    for (const word of wanted) {
      walker.currentNode = node;
      let found: number | null = null;
      for (let current = walker.nextNode(); current && found === null; current = walker.nextNode()) {
        const at = current.textContent!.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(current, at);
        range.setEnd(current, at + word.length);
        found = range.getBoundingClientRect().left;
      }
      if (found === null) throw new Error(`"${word}" is not in "${text}"`);
      lefts.push(found);
    }
    return lefts;
  }, words);
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`an Arabic hotel page shows the street address in its own order (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/hotels/nycts-portico-times-square/overview?locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const address = page.locator('bdi', { hasText: '1535 Broadway' }).first();
    await address.scrollIntoViewIfNeeded();
    await expect(address).toBeVisible();
    const [number, street, city] = await drawnLeftEdges(address, ['1535', 'Broadway', 'New York']);
    expect(number!).toBeLessThan(street!);
    expect(street!).toBeLessThan(city!);
  });

  test(`an Arabic rate list shows "1 King bed" with its number first (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${bookingPaths.rateList.getHref(stayFrom(41))}&locale=ar`);
    const bedding = page.locator('bdi', { hasText: /^1 King bed$/ }).first();
    await expect(bedding).toBeVisible();
    const [number, bed] = await drawnLeftEdges(bedding, ['1', 'King']);
    expect(number!).toBeLessThan(bed!);
  });
}
