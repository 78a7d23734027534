import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { E2E_EMBED_EXAMPLE_ORIGIN } from '../../playwright.config';
import { openSignIn, SIGN_IN_FRAME } from '../support/journeys';

/**
 * The dialogs an overlay opens in, on a 390 px phone: named by a heading the guest can read, with the ×
 * in a header row of its own, clear of the overlay's frame and of its first field.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return box!;
}

async function expectTitledWithClearClose(page: Page, dialog: Locator, title: string, closeName: RegExp) {
  const heading = dialog.getByRole('heading', { name: title, exact: true });
  await expect(heading).toBeVisible();
  const headingId = await heading.getAttribute('id');
  expect(headingId).toBeTruthy();
  await expect(dialog).toHaveAttribute('aria-labelledby', headingId!);

  const close = dialog.getByRole('button', { name: closeName });
  await expect(close).toBeVisible();
  const closeBox = await boxOf(close);
  const frameBox = await boxOf(dialog.locator(SIGN_IN_FRAME));
  const fieldBox = await boxOf(page.frameLocator(SIGN_IN_FRAME).getByLabel('Email or member number'));
  expect(overlaps(closeBox, frameBox), 'the × is clear of the overlay’s frame').toBe(false);
  expect(overlaps(closeBox, fieldBox), 'the × is clear of the e-mail field').toBe(false);
  // In the title's row, above the overlay.
  expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(frameBox.y);
  const headingBox = await boxOf(heading);
  expect(overlaps({ ...closeBox, x: 0, width: 10_000 }, headingBox), 'the × shares the title’s row').toBe(true);
}

test.use({ viewport: { width: 390, height: 844 } });

test('the host’s sign-in dialog has a visible title naming it and its × in the header row, clear of the overlay', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expectTitledWithClearClose(page, dialog, 'Sign in', /^Close/);
});

test('the embed loader’s sign-in dialog has a visible title naming it and its × in the header row, clear of the overlay', async ({ page }) => {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Portico Rewards' });
  await expect(page.frameLocator(SIGN_IN_FRAME).getByLabel('Email or member number')).toBeFocused();
  await expectTitledWithClearClose(page, dialog, 'Sign in to Portico Rewards', /^Close$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
