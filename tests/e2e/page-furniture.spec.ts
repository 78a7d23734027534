import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { dayFromToday } from '../support/booking-pages';
import { LIAM, openSignIn, signIn, waitForHydration } from '../support/journeys';

/** How many columns the home page's link banner shows side by side at the page's width. */
async function bannerColumnsPerRow(page: Page): Promise<number> {
  const banner = page.getByRole('region', { name: 'Plan your stay' });
  const lefts = await banner.getByRole('navigation').evaluateAll((columns) => columns.map((column) => Math.round(column.getBoundingClientRect().top)));
  return lefts.filter((top) => top === lefts[0]).length;
}

test('the home page’s link banner comes from the content service and collapses to one column under 768 px and two under 992', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Plan your stay' });
  await expect(banner.getByRole('navigation')).toHaveCount(3);
  await expect(banner.getByRole('navigation', { name: 'Your bookings' }).getByRole('link', { name: 'Find a reservation' })).toHaveAttribute('href', /^\/reservation\/lookupReservation\.mi/);
  expect(await bannerColumnsPerRow(page)).toBe(3);
  await page.setViewportSize({ width: 900, height: 900 });
  expect(await bannerColumnsPerRow(page)).toBe(2);
  await page.setViewportSize({ width: 700, height: 900 });
  expect(await bannerColumnsPerRow(page)).toBe(1);
});

test('in Arabic the link banner is the Arabic content, right to left', async ({ page }) => {
  await page.goto('/?locale=ar');
  const banner = page.getByRole('region', { name: 'خطط لإقامتك' });
  await expect(banner.getByRole('link', { name: 'رحلاتي' })).toBeVisible();
  const [first, second] = await banner.getByRole('navigation').evaluateAll((columns) => columns.slice(0, 2).map((column) => column.getBoundingClientRect().left));
  expect(first!).toBeGreaterThan(second!);
});

test('the home page offers a visitor membership and a member, signed in or remembered, the loyalty banner instead, with the partner card for both', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Join Portico Rewards' }).getByRole('link', { name: 'Join now' })).toBeVisible();
  const partner = page.getByRole('region', { name: 'Earn miles with Skyward Air' });
  await expect(partner).toContainText('Turn the points of your stay into airline miles');

  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Closer to your next tier' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Join Portico Rewards' })).toHaveCount(0);
  await expect(partner).toBeVisible();
  // Signed out but remembered, Liam is still a member: the loyalty banner stays.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Hi, Liam · Sign in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Closer to your next tier' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Join Portico Rewards' })).toHaveCount(0);
});

test('a rate list searched with points says what paying with points means', async ({ page }) => {
  const search = new URLSearchParams({
    propertyId: 'NYCTS',
    checkInDate: dayFromToday(40),
    checkOutDate: dayFromToday(42),
    numRooms: '1',
    numAdultsPerRoom: '2',
    numChildrenPerRoom: '0',
    rewardsRedemption: 'true',
  });
  await page.goto(`/reservation/rateListMenu.mi?${search}`);
  await expect(page.getByRole('status').filter({ hasText: 'Paying with points' })).toContainText('Points rates need no deposit.');
});

test('the footer’s cookie preferences open the consent manager once its script has come, and stay a link without one', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Cookie preferences' })).toHaveAttribute('href', /\/cookies$/);

  // A consent manager whose script defines itself 700 ms after the page starts: the footer looks again every 100 ms.
  await page.addInitScript(() => {
    setTimeout(() => {
      const counted = window as unknown as { preferencesShown: number; PorticoConsent: unknown };
      counted.preferencesShown = 0;
      counted.PorticoConsent = { showPreferences: () => (counted.preferencesShown += 1) };
    }, 700);
  });
  await page.reload();
  await footer.getByRole('button', { name: 'Cookie preferences' }).click();
  expect(await page.evaluate(() => (window as unknown as { preferencesShown: number }).preferencesShown)).toBe(1);
});

test('the home page opens with the content service’s hero, its heading the page’s and the search beside it, and two horizontal feature cards, pictures drawn', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Stay well with Portico' });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Stay well with Portico');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(hero.getByRole('form', { name: 'Find a hotel' }).getByRole('button', { name: 'Find hotels' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Suite Night Awards', 'Check in online']);
  for (const image of await page.getByRole('main').getByRole('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});
