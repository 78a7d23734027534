import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AVA, openSignIn, signIn } from './support';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the home page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Portico Times Square' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a hotel page has no axe violations', async ({ page }) => {
  await page.goto('/hotels/nycts-portico-times-square/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the open sign-in dialog and its overlay have no axe violations, also with errors shown', async ({ page }) => {
  await page.goto('/');
  const frame = await openSignIn(page);
  // axe follows into the frame, so the overlay's form is checked too.
  expect(await violations(page)).toEqual([]);
  await signIn(frame, AVA.email, 'Wrong#Pass99');
  await expect(frame.getByRole('alert')).toBeVisible();
  await frame.getByLabel('Email or member number').fill('');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Enter your email or member number.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a keyboard-only user signs in through the overlay', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).focus();
  await page.keyboard.press('Enter');
  const frame = page.frameLocator('iframe[title="Sign in to Portico Rewards"]');
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await page.keyboard.type(AVA.email);
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(AVA.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hi, Ava')).toBeVisible();
});
