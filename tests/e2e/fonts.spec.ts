import type { Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { waitForHydration } from '../support/journeys';

/** The faces the page's document has finished loading, by family name. */
const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^["']|["']$/g, ''));
  });

test('a page in English draws its text in the bundled Source Sans 3 and Playfair Display, from its own origin, and fetches no Noto face', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/hotels/nycts-portico-times-square/overview');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  const faces = await loadedFaces(page);
  expect(faces).toContain('Source Sans 3');
  expect(faces).toContain('Playfair Display');
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => url.startsWith(`${baseURL}/assets/`) && url.endsWith('.woff2'))).toBe(true);
  expect(fontRequests.filter((url) => /noto-sans/.test(url))).toEqual([]);
});

test('while the brand faces load, their stand-ins keep the page’s layout: nothing on the hotel page moves by a line when they arrive', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const layout = () =>
    page.evaluate(() =>
      ['[data-testid="property-bar"]', 'main picture', 'main h2'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { selector, top: Math.round(box.top), height: Math.round(box.height) };
      }),
    );
  // No brand face at all: the page as it stands before they arrive, in their stand-ins.
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto('/hotels/nycts-portico-times-square/overview');
  await waitForHydration(page);
  const beforeFaces = await layout();
  await page.unroute(/\.woff2$/);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => loadedFaces(page)).toEqual(expect.arrayContaining(['Source Sans 3', 'Playfair Display']));
  const withFaces = await layout();
  for (const [index, { selector, top, height }] of withFaces.entries()) {
    expect(Math.abs(beforeFaces[index]!.top - top), `${selector} top`).toBeLessThan(8);
    expect(Math.abs(beforeFaces[index]!.height - height), `${selector} height`).toBeLessThan(8);
  }
});

test('the language menu of an English page draws each language’s name in its own script’s face, boxes nowhere', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await loadedFaces(page)).not.toContain('Noto Sans JP');
  await page.getByRole('button', { name: 'Language: English (United States)' }).click();
  const selector = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(selector.getByRole('link', { name: '日本語' })).toBeVisible();
  for (const face of ['Noto Sans JP', 'Noto Sans KR', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans Thai']) {
    await expect.poll(() => loadedFaces(page)).toContain(face);
  }
});

const scriptFaces = [
  { locale: 'ja-JP', face: 'Noto Sans JP', notFace: 'Noto Sans SC' },
  { locale: 'zh-TW', face: 'Noto Sans TC', notFace: 'Noto Sans SC' },
  { locale: 'ko-KR', face: 'Noto Sans KR', notFace: 'Noto Sans JP' },
  { locale: 'th-TH', face: 'Noto Sans Thai', notFace: 'Noto Sans Arabic' },
  { locale: 'ar', face: 'Noto Sans Arabic', notFace: 'Noto Sans Thai' },
] as const;

for (const { locale, face, notFace } of scriptFaces) {
  test(`a page in ${locale} draws its script in ${face}, and loads no ${notFace}`, async ({ page }) => {
    await page.goto(`/?locale=${locale}`);
    await waitForHydration(page);
    await expect.poll(() => loadedFaces(page)).toContain(face);
    expect(await loadedFaces(page)).not.toContain(notFace);
  });
}
