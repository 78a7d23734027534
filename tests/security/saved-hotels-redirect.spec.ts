import { expect, test, type Page } from '@playwright/test';
import { E2E_HOST_ORIGIN } from '../../playwright.config';
import { LIAM, openSignIn, signIn } from '../support/journeys';

const SAVED_HOTELS = '/loyalty/myAccount/saveProperties.mi';

/** Uncaught errors and top-level navigations away from the host, for a test to expect none of. */
function watchForTrouble(page: Page) {
  const trouble = { errors: [] as string[], leftTheSite: [] as string[] };
  page.on('pageerror', (error) => trouble.errors.push(error.message));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== E2E_HOST_ORIGIN) trouble.leftTheSite.push(frame.url());
  });
  return trouble;
}

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
  test(`the saved-hotels page applies the wish, then goes home for returnTo=${returnTo}, with no error`, async ({ page }) => {
    const trouble = watchForTrouble(page);
    await page.goto('/');
    await signIn(await openSignIn(page), LIAM.email, LIAM.password);
    await expect(page.getByText('Hi, Liam')).toBeVisible();
    await page.goto(`${SAVED_HOTELS}?${new URLSearchParams({ save: 'true', marshaCode: 'NYCTS', returnTo })}`);
    await expect(page).toHaveURL(`${E2E_HOST_ORIGIN}/`);
    await expect(page.getByRole('heading', { name: 'Stay well with Portico' })).toBeVisible();
    expect(trouble).toEqual({ errors: [], leftTheSite: [] });
  });
}

test('a saveProperty wish names no hotel of its own: it only ever applies to the page’s hotel', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();
  // A crafted link cannot make the member unsave a hotel other than the one on the page.
  await page.goto('/hotels/shapd-portico-shanghai-pudong/overview?saveProperty=false&propertyCode=NYCTS');
  await expect(page.getByTestId('property-bar').getByRole('button', { name: /^Save hotel: Portico Shanghai Pudong/ })).toBeVisible();
  await page.goto(SAVED_HOTELS);
  await expect(page.getByRole('list', { name: 'Your saved hotels' }).getByRole('link', { name: 'Portico Times Square' })).toBeVisible();
});
