import { expect, test } from '@playwright/test';
import { openSignIn } from '../support/journeys';

test('Escape inside the overlay closes the dialog and focus returns to the Sign in button', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
});

test('Escape on the dialog’s own controls closes it too', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('button', { name: 'Close sign in' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
});
