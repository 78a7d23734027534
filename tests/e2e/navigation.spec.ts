import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { openBeforeScripts } from '../support/before-scripts';
import { NYCTS_OVERVIEW, waitForHydration } from '../support/journeys';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { selectRate, stayFrom } from '../support/booking-pages';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The hotel page scrolled to its end, as a guest who read it all; returns where it stands. */
async function readHotelPageToTheEnd(page: Page): Promise<number> {
  await page.goto(NYCTS_OVERVIEW);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(200);
  return position;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a page reached from the end of another starts at the top, with the focus on its heading and a title of its own', async ({ page }) => {
      await readHotelPageToTheEnd(page);
      await expect(page).toHaveTitle('Hotel overview · Portico Hotels');
      // Followed where the guest stands, without scrolling to the link first (as from a link list).
      await page.getByRole('link', { name: 'Check availability' }).first().dispatchEvent('click');
      await expect(page).toHaveURL(/\/reservation\/availability\.mi/);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      expect(await scrollY(page)).toBe(0);
      await expect(page).toHaveTitle('Find rooms · Portico Hotels');
    });

    test('Back returns to the position the guest left, and the title with it', async ({ page }) => {
      const position = await readHotelPageToTheEnd(page);
      await page.getByRole('link', { name: 'Check availability' }).first().dispatchEvent('click');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${NYCTS_OVERVIEW}$`));
      await expect(page).toHaveTitle('Hotel overview · Portico Hotels');
      await expect.poll(() => scrollY(page)).toBe(position);
    });

    test('the first Tab reaches a visible “Skip to main content”, which takes the focus to the page’s content', async ({ page }) => {
      await page.goto(NYCTS_OVERVIEW);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${NYCTS_OVERVIEW}$`));
    });
  });
}

test('a guest who scrolls the hotel page before its script arrives stays where they scrolled once it does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const hydrate = await openBeforeScripts(page, NYCTS_OVERVIEW);
  await expect(page.getByRole('heading', { name: 'Property details' })).toBeAttached();
  // Part way down, not at the end: the page may grow or shrink as its script and fonts arrive, which moves its end.
  await page.evaluate(() => window.scrollTo(0, 800));
  const position = await scrollY(page);
  expect(position).toBe(800);
  await hydrate();
  // Not back at the top. The browser's scroll anchoring may move the position a little, keeping what the guest
  // reads in view, as content above it takes its final height.
  expect(await scrollY(page)).toBeGreaterThan(position / 2);
});

test('each booking step has its own title, in the server’s HTML as in the browser after the step', async ({ page }) => {
  const stay = stayFrom(166);
  const rateList = await page.request.get(bookingPaths.rateList.getHref(stay), { headers: { accept: 'text/html' } });
  expect(await rateList.text()).toContain('<title>Choose a room · Portico Hotels</title>');
  await selectRate(page, stay, 'Flexible rate');
  await expect(page).toHaveTitle('Guest information · Portico Hotels');
  const guestInfo = await page.request.get(page.url(), { headers: { accept: 'text/html' } });
  expect(await guestInfo.text()).toContain('<title>Guest information · Portico Hotels</title>');
});
