import { expect, test } from '../support/run-clock';
import { E2E_EMBED_EXAMPLE_ORIGIN } from '../../playwright.config';
import { expectNoViolations } from '../support/axe';
import { LOOKUP_FRAME, SIGN_IN_FRAME } from '../support/journeys';

test('the embed loader’s modal dialog on a partner page: axe-clean, named, and keyboard-only from open to close', async ({ page }) => {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  const opener = page.getByRole('button', { name: 'Sign in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sign in to Portico Rewards' })).toBeVisible();
  await expect(page.frameLocator(SIGN_IN_FRAME).getByLabel('Email or member number')).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the loader’s inline overlay, its skeleton and its failure state are axe-clean', async ({ page }) => {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  // The skeleton while the overlay page is held back, then the overlay itself.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/resLookupOverlay.mi?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Find a reservation' }).click();
  await expect(page.locator('#lookup-slot').getByRole('status', { name: 'Loading' })).toBeVisible();
  await expectNoViolations(page);
  release();
  await expect(page.frameLocator(LOOKUP_FRAME).getByLabel('Confirmation number')).toBeEditable();
  await expectNoViolations(page);
});
