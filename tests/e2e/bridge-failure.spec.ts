import { expect, test } from '../support/run-clock';
import { E2E_OVERLAY_ORIGIN } from '../../playwright.config';

test('a handshake that never completes shows "Something went wrong" with a retry that recovers', async ({ page }) => {
  test.setTimeout(45_000);
  // The overlay page answers, but with a page that never speaks the bridge protocol.
  await page.route(`${E2E_OVERLAY_ORIGIN}/signInOverlay.mi**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>silent</title><p>silent</p>' }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByText('Something went wrong')).toBeVisible({ timeout: 15_000 });

  await page.unrouteAll();
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page.frameLocator('iframe[title="Sign in to Portico Rewards"]').getByLabel('Email or member number')).toBeVisible();
  await expect(dialog.getByText('Something went wrong')).toHaveCount(0);
});
