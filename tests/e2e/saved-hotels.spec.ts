import { expect, test, type Page } from '@playwright/test';
import { AVA, LIAM, openSignIn, SIGN_IN_FRAME, signIn, SOFIA } from '../support/journeys';

const PUDONG = '/hotels/shapd-portico-shanghai-pudong/overview';
const BANGKOK = '/hotels/bkkrv-portico-bangkok-riverside/overview';
const DUBAI = '/hotels/dxbbg-jewel-resort-dubai/overview';
const SAVED_HOTELS = '/loyalty/myAccount/saveProperties.mi';

const heart = (page: Page) => page.getByTestId('property-bar').getByRole('button', { name: /^Save/ });

async function signInFromHeader(page: Page, member: { email: string; password: string }, firstName: string) {
  const frame = await openSignIn(page);
  await signIn(frame, member.email, member.password);
  await expect(page.getByText(`Hi, ${firstName}`)).toBeVisible();
}

test('a visitor saves a hotel through the sign-in overlay and comes back to it saved', async ({ page }) => {
  await page.goto(`${PUDONG}?tab=photos`);
  const save = page.getByTestId('property-bar').getByRole('link', { name: 'Save hotel: Portico Shanghai Pudong' });
  await expect(save).toHaveAttribute('href', /^\/sign-in\.mi\?returnTo=/);
  await save.click();

  const dialog = page.getByRole('dialog', { name: 'Sign in to save this hotel' });
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await signIn(frame, AVA.email, AVA.password);

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('property-bar').getByRole('button', { name: 'Saved: Portico Shanghai Pudong' })).toBeVisible();
  // The wish was applied once and left the address; the rest of the address is kept.
  await expect(page).toHaveURL(/\/hotels\/shapd-portico-shanghai-pudong\/overview\?tab=photos$/);
  await page.reload();
  await expect(heart(page)).toHaveAccessibleName('Saved: Portico Shanghai Pudong');
});

test('a member saves and unsaves a hotel, and the heart follows the server across reloads', async ({ page }) => {
  await page.goto(BANGKOK);
  await signInFromHeader(page, SOFIA, 'Sofia');
  await expect(heart(page)).toHaveAccessibleName('Save hotel: Portico Bangkok Riverside');

  await heart(page).click();
  await expect(heart(page)).toHaveAccessibleName('Saved: Portico Bangkok Riverside');
  await page.reload();
  await expect(heart(page)).toHaveAccessibleName('Saved: Portico Bangkok Riverside');

  await page.goto(SAVED_HOTELS);
  await expect(page.getByRole('list', { name: 'Your saved hotels' }).getByRole('link')).toHaveText(['Portico Bangkok Riverside']);

  await page.goto(BANGKOK);
  await heart(page).click();
  await expect(heart(page)).toHaveAccessibleName('Save hotel: Portico Bangkok Riverside');
  await page.reload();
  await expect(heart(page)).toHaveAccessibleName('Save hotel: Portico Bangkok Riverside');
});

test('two tabs saving at once lose nothing', async ({ context }) => {
  const first = await context.newPage();
  await first.goto(PUDONG);
  await signInFromHeader(first, LIAM, 'Liam');
  const second = await context.newPage();
  await second.goto(DUBAI);
  // Both tabs have read the same revision of Liam's list before either saves.
  await expect(heart(first)).toHaveAccessibleName('Save hotel: Portico Shanghai Pudong');
  await expect(heart(second)).toHaveAccessibleName('Save hotel: Jewel Resort Dubai');

  await Promise.all([heart(first).click(), heart(second).click()]);
  await expect(heart(first)).toHaveAccessibleName('Saved: Portico Shanghai Pudong');
  await expect(heart(second)).toHaveAccessibleName('Saved: Jewel Resort Dubai');

  await first.goto(SAVED_HOTELS);
  // Liam's two fixture hotels, then both new ones, in whichever order the two saves landed.
  const saved = first.getByRole('list', { name: 'Your saved hotels' }).getByRole('link');
  await expect(saved).toHaveText(['Portico Times Square', "Portico London King's Cross", /Pudong|Dubai/, /Pudong|Dubai/]);
  await expect(saved).toContainText(['Portico Shanghai Pudong']);
  await expect(saved).toContainText(['Jewel Resort Dubai']);
});
