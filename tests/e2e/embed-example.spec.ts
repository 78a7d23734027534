import { expect, test } from '../support/run-clock';
import { E2E_EMBED_EXAMPLE_ORIGIN, E2E_OVERLAY_ORIGIN } from '../../playwright.config';
import { embedApiPaths } from '../../shared/domain/embed-api';
import { expectNoViolations } from '../support/axe';

const SIGN_IN_TITLE = 'Sign in to Portico Rewards';

/**
 * The embed example (examples/embed on its own origin) as an embedding team first sees it: the page, the
 * loader from the overlay origin, and its declarations. The journeys through the loader itself (sign-in
 * as a dialog, lookup inline, guest information and payment for a cart) come with the loader.
 */
test.describe('the embed example page', () => {
  test('loads the loader from the overlay origin and offers every way to open an overlay', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // A policy violation or a failed load is reported on the console.
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const loader = page.waitForResponse(`${E2E_OVERLAY_ORIGIN}${embedApiPaths.loader}`);
    await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
    const loaded = await loader;
    expect(loaded.status()).toBe(200);
    expect(loaded.headers()).toMatchObject({ 'cross-origin-resource-policy': 'cross-origin', 'access-control-allow-origin': '*' });

    await expect(page.getByRole('heading', { level: 1, name: 'Embedding Portico: example' })).toBeVisible();
    for (const name of ['Sign in', 'Find a reservation', 'Guest information', 'Payment']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
    }
    await expect(page.getByRole('textbox', { name: 'Cart id' })).toBeEditable();
    await expect(page.getByRole('heading', { name: 'What the page received' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => typeof window.Portico?.open)).toBe('function');
    expect(problems).toEqual([]);
    await expectNoViolations(page);
  });

  test('says on the page that the loader did not load, and disables its buttons', async ({ page }) => {
    await page.route(`${E2E_OVERLAY_ORIGIN}${embedApiPaths.loader}`, (route) => route.abort('connectionrefused'));
    await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
    await expect(page.getByRole('alert')).toContainText('The Portico loader did not load');
    for (const name of ['Sign in', 'Find a reservation', 'Guest information', 'Payment']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
    }
  });

  test('opens a sign-in preloaded on intent at once, measured and shown at its size', async ({ page }) => {
    await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    await button.hover();
    // The warm overlay connects and takes its first height while its dialog is still closed.
    await expect(page.locator(`dialog:not([open]) iframe[title="${SIGN_IN_TITLE}"][data-shown="true"]`)).toHaveCount(1);
    await button.click();
    await expect(page.getByRole('dialog', { name: SIGN_IN_TITLE }).locator('iframe')).toBeVisible();
    await expect(page.frameLocator(`dialog[open] iframe[title="${SIGN_IN_TITLE}"]`).getByLabel('Email or member number')).toBeVisible();
    await expect(page.locator('#event-log')).toContainText('"state":"ready"');
  });

  test('loads sign-in once for a click, whose pointer and focus ask for a preload just before it', async ({ page }) => {
    await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.frameLocator(`dialog[open] iframe[title="${SIGN_IN_TITLE}"]`).getByLabel('Email or member number')).toBeVisible();
    await expect(page.locator(`iframe[title="${SIGN_IN_TITLE}"]`)).toHaveCount(1);
  });

  test('ships the loader’s declarations beside it, declaring window.Portico and its open', async ({ request }) => {
    const response = await request.get(`${E2E_OVERLAY_ORIGIN}${embedApiPaths.declarations}`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/interface Window \{[\s\S]*Portico: /);
    expect(text).toMatch(/\bopen\(/);
  });
});
