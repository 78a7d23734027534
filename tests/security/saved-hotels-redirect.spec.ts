import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { E2E_HOST_ORIGIN, E2E_THIRD_ORIGIN } from '../../playwright.config';
import { LIAM, NYCTS_OVERVIEW, openSignIn, signIn } from '../support/journeys';
import { servePagesOn } from '../support/page-server';

const SAVED_HOTELS = '/loyalty/myAccount/saveProperties.mi';
const SAVED_HOTELS_ONLY = new RegExp(`^${E2E_HOST_ORIGIN}${SAVED_HOTELS.replace(/\./g, '\\.')}$`);
const REMOVE_NYCTS = 'Remove Portico Times Square from your saved hotels?';

// The page on another site a member might follow a link from.
const thirdOrigin = servePagesOn(E2E_THIRD_ORIGIN);

/** Follows a link to `path` on the host from a page on the third origin, as a member clicking it would. */
async function followLinkFromAnotherSite(page: Page, path: string) {
  thirdOrigin.show(`<a href="${E2E_HOST_ORIGIN}${path.replace(/&/g, '&amp;')}">Win a free night</a>`);
  await page.goto(`${E2E_THIRD_ORIGIN}/prize.html`);
  await page.getByRole('link', { name: 'Win a free night' }).click();
  await page.waitForURL(`${E2E_HOST_ORIGIN}/**`);
}

/** Uncaught errors and top-level navigations away from the host, for a test to expect none of. */
function watchForTrouble(page: Page) {
  const trouble = { errors: [] as string[], leftTheSite: [] as string[] };
  page.on('pageerror', (error) => trouble.errors.push(error.message));
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (frame === page.mainFrame() && origin !== E2E_HOST_ORIGIN && origin !== E2E_THIRD_ORIGIN) trouble.leftTheSite.push(frame.url());
  });
  return trouble;
}

async function signInAsLiam(page: Page) {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
}

const savedList = (page: Page) => page.getByRole('list', { name: 'Your saved hotels' });

test('a link from another site to remove a saved hotel changes nothing until the member confirms it on our page', async ({ page }) => {
  const trouble = watchForTrouble(page);
  await signInAsLiam(page);
  const link = `${SAVED_HOTELS}?save=false&marshaCode=NYCTS&returnTo=%2F`;

  await followLinkFromAnotherSite(page, link);
  const question = page.getByRole('dialog', { name: REMOVE_NYCTS });
  await expect(question).toBeVisible();
  await expect(question.getByText('A link asked for this change.')).toBeVisible();
  // The wish left the address at once: a reload neither applies it nor asks again.
  await expect(page).toHaveURL(SAVED_HOTELS_ONLY);
  // Focus starts on the safe answer, so a stray Enter declines; the dialog passes axe.
  await expect(question.getByRole('button', { name: 'Not now' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Escape declines: nothing changed on the server.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await page.reload();
  await expect(savedList(page).getByRole('link', { name: 'Portico Times Square' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The same link followed again, confirmed with the keyboard: only now is the hotel removed.
  await followLinkFromAnotherSite(page, link);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Remove hotel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E_HOST_ORIGIN}/`);
  await page.goto(SAVED_HOTELS);
  await expect(savedList(page).getByRole('link', { name: "Portico London King's Cross" })).toBeVisible();
  await expect(savedList(page).getByRole('link', { name: 'Portico Times Square' })).toHaveCount(0);

  // Put Liam's list back for the tests after this one.
  await page.goto(NYCTS_OVERVIEW);
  await page.getByTestId('property-bar').getByRole('button', { name: 'Save hotel: Portico Times Square' }).click();
  await expect(page.getByTestId('property-bar').getByRole('button', { name: 'Saved: Portico Times Square' })).toBeVisible();
  expect(trouble).toEqual({ errors: [], leftTheSite: [] });
});

test('a saveProperty wish in a hotel page link from another site is asked about too, and names only that page’s hotel', async ({ page }) => {
  await signInAsLiam(page);
  // A crafted link cannot even ask about a hotel other than the one on the page.
  await followLinkFromAnotherSite(page, '/hotels/nycts-portico-times-square/overview?saveProperty=false&propertyCode=LONKX');
  const question = page.getByRole('dialog', { name: REMOVE_NYCTS });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(`${E2E_HOST_ORIGIN}${NYCTS_OVERVIEW}?propertyCode=LONKX`);
  await question.getByRole('button', { name: 'Not now' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('property-bar').getByRole('button', { name: 'Saved: Portico Times Square' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('property-bar').getByRole('button', { name: 'Saved: Portico Times Square' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// Other hosts, and paths that become `//evil.com` only once dot segments are resolved or decoded again.
const offSite = [
  'https://evil.example/',
  '//evil.example/x',
  '/\\evil.example',
  'javascript:alert(1)',
  '/..//evil.com',
  '/%2e%2e//evil.com',
  '/a/..%2f/evil.com',
  `${E2E_HOST_ORIGIN}/..//evil.com`,
];

for (const returnTo of offSite) {
  test(`the saved-hotels page, once the member confirms, goes home for returnTo=${returnTo}, with no error`, async ({ page }) => {
    const trouble = watchForTrouble(page);
    await signInAsLiam(page);
    await page.goto(`${SAVED_HOTELS}?${new URLSearchParams({ save: 'true', marshaCode: 'NYCTS', returnTo })}`);
    await page.getByRole('dialog', { name: 'Save Portico Times Square to your saved hotels?' }).getByRole('button', { name: 'Save hotel' }).click();
    await expect(page).toHaveURL(`${E2E_HOST_ORIGIN}/`);
    await expect(page.getByRole('heading', { name: 'Stay well with Portico' })).toBeVisible();
    expect(trouble).toEqual({ errors: [], leftTheSite: [] });
  });
}

test('a wish carrying our heart’s token applies without asking, and still goes home for returnTo=/..//evil.com', async ({ page }) => {
  const trouble = watchForTrouble(page);
  await signInAsLiam(page);
  // What a remembered member's heart does in this tab before linking to the saved-hotels page.
  const saveToken = 'c0ffee'.padEnd(32, '0');
  await page.evaluate((token) => sessionStorage.setItem('portico.saveWishTokens', JSON.stringify({ 'save:NYCTS': token })), saveToken);
  await page.goto(`${SAVED_HOTELS}?${new URLSearchParams({ save: 'true', marshaCode: 'NYCTS', returnTo: '/..//evil.com', saveToken })}`);
  await expect(page).toHaveURL(`${E2E_HOST_ORIGIN}/`);
  await expect(page.getByRole('heading', { name: 'Stay well with Portico' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portico.saveWishTokens'))).toBe('{}');
  expect(trouble).toEqual({ errors: [], leftTheSite: [] });
});
