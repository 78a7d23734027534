import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { AVA, EMMA, LIAM, openSignIn, SIGN_IN_FRAME, signIn, SOFIA, waitForHydration } from '../support/journeys';
import { E2E_HOST_ORIGIN } from '../../playwright.config';

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
  await waitForHydration(page);
  await save.click();

  const dialog = page.getByRole('dialog', { name: 'Sign in to save this hotel' });
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await signIn(frame, AVA.email, AVA.password);

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('property-bar').getByRole('button', { name: 'Saved: Portico Shanghai Pudong' })).toBeVisible();
  // Our own heart's wish is applied without asking.
  await expect(page.getByRole('dialog')).toHaveCount(0);
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

test('a remembered member’s heart goes through the saved-hotels page and the password, and comes back saved', async ({ page }) => {
  await page.goto(PUDONG);
  await signInFromHeader(page, SOFIA, 'Sofia');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Hi, Sofia · Sign in' })).toBeVisible();

  const save = page.getByTestId('property-bar').getByRole('link', { name: 'Save hotel: Portico Shanghai Pudong' });
  const href = new URL((await save.getAttribute('href'))!, 'http://x');
  // The link carries a token kept in this tab, so the saved-hotels page knows the wish is ours and does not ask.
  const saveToken = href.searchParams.get('saveToken');
  expect(saveToken).toMatch(/^[0-9a-f]{32}$/);
  expect(Object.fromEntries(href.searchParams)).toEqual({ save: 'true', marshaCode: 'SHAPD', returnTo: PUDONG, saveToken });
  await save.click();

  // The session has ended, so the saved-hotels page asks for the password first (the login is locked).
  await expect(page).toHaveURL(/\/sign-in\.mi\?returnTo=/);
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toHaveAttribute('readonly', '');
  await frame.getByLabel('Password', { exact: true }).fill(SOFIA.password);
  await frame.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`${PUDONG}$`));
  await expect(heart(page)).toHaveAccessibleName('Saved: Portico Shanghai Pudong');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the saved-hotels page shows the hotel header of the hotel in the address, and its heart and the list agree', async ({ page }) => {
  await page.goto('/');
  await signInFromHeader(page, LIAM, 'Liam');
  await page.getByRole('banner').getByRole('link', { name: 'Saved hotels' }).click();
  const list = page.getByRole('list', { name: 'Your saved hotels' });
  await expect(list.getByRole('link', { name: "Portico London King's Cross" })).toBeVisible();
  const image = list.getByRole('listitem').first().getByRole('img');
  await expect(image).toHaveAttribute('width', '332');
  await expect(image).toHaveAttribute('height', '221');
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${E2E_HOST_ORIGIN}/images/hotels/.+\\?width=332&height=221&quality=90$`));
  // The spec's picture is the fallback; a browser that takes AVIF loads that, at a width from the srcset.
  await expect.poll(() => image.evaluate((shown: HTMLImageElement) => (shown.complete ? shown.currentSrc : ''))).toMatch(/\.avif\?width=(480|800)&height=\d+&v=\w+$/);

  await page.goto(`${SAVED_HOTELS}?propertyCode=lonkx`);
  const header = page.getByRole('region', { name: "Your hotel: Portico London King's Cross" });
  await header.getByRole('button', { name: "Saved: Portico London King's Cross" }).click();
  await expect(header.getByRole('button', { name: "Save hotel: Portico London King's Cross" })).toBeVisible();
  await expect(list.getByRole('link', { name: "Portico London King's Cross" })).toHaveCount(0);

  // A click while the heart is still busy with the last change is ignored, as it should be.
  await expect(header.getByRole('button', { name: /^Save hotel/ })).toHaveAttribute('aria-disabled', 'false');
  await header.getByRole('button', { name: /^Save hotel/ }).click();
  await expect(list.getByRole('link', { name: "Portico London King's Cross" })).toBeVisible();
  await list.getByRole('button', { name: "Remove Portico London King's Cross from saved hotels" }).click();
  await expect(header.getByRole('button', { name: "Save hotel: Portico London King's Cross" })).toBeVisible();
  await header.getByRole('button', { name: /^Save hotel/ }).click();
  await expect(list.getByRole('link', { name: "Portico London King's Cross" })).toBeVisible();
});

test('the 21st hotel is refused with a clear message, and nothing changes', async ({ page }) => {
  await page.goto('/hotels/lonkx-portico-london-kings-cross/overview');
  await signInFromHeader(page, EMMA, 'Emma');
  await heart(page).click();
  await expect(page.getByTestId('property-bar').getByText('You can save up to 20 hotels. Remove one to save another.')).toBeVisible();
  await expect(heart(page)).toHaveAccessibleName("Save hotel: Portico London King's Cross");
  await page.goto(SAVED_HOTELS);
  await expect(page.getByRole('list', { name: 'Your saved hotels' }).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('list', { name: 'Your saved hotels' }).getByRole('link', { name: "Portico London King's Cross" })).toHaveCount(0);
});

// A visitor who taps the heart before the page's script has arrived follows the server-rendered link: it
// carries the server's token (kept in the visitor's cookie), so after sign-in the hotel is saved at once.
for (const { width, height, path, hotel } of [
  { width: 390, height: 844, path: BANGKOK, hotel: 'Portico Bangkok Riverside' },
  { width: 1280, height: 800, path: DUBAI, hotel: 'Jewel Resort Dubai' },
]) {
  test(`a heart tapped before the script arrives saves the hotel after sign-in, without asking (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // No script runs on the hotel page: the click is the server-rendered link's own.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(path);
    const save = page.getByTestId('property-bar').getByRole('link', { name: `Save hotel: ${hotel}` });
    const returnTo = new URL(new URL((await save.getAttribute('href'))!, E2E_HOST_ORIGIN).searchParams.get('returnTo')!, E2E_HOST_ORIGIN);
    expect(returnTo.searchParams.get('saveToken')).toMatch(/^[0-9a-f]{32}$/);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    await save.click();

    await expect(page).toHaveURL(/\/sign-in\.mi\?returnTo=/);
    await page.unrouteAll();
    await page.reload();
    await signIn(page.frameLocator(SIGN_IN_FRAME), AVA.email, AVA.password);

    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heart(page)).toHaveAccessibleName(`Saved: ${hotel}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(heart(page)).toHaveAccessibleName(`Saved: ${hotel}`);
  });
}
