import { expect, test } from '@playwright/test';
import { LIAM, openSignIn, signIn } from '../support/journeys';

const SAVED_HOTELS = '/loyalty/myAccount/saveProperties.mi';

for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
  test(`the saved-hotels page applies the wish but never follows returnTo=${returnTo}`, async ({ page }) => {
    await page.goto('/');
    await signIn(await openSignIn(page), LIAM.email, LIAM.password);
    await expect(page.getByText('Hi, Liam')).toBeVisible();
    await page.goto(`${SAVED_HOTELS}?${new URLSearchParams({ save: 'true', marshaCode: 'NYCTS', returnTo })}`);
    await expect(page.getByText('The hotel is in your saved hotels.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:18180${SAVED_HOTELS.replace(/\./g, '\\.')}$`));
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
