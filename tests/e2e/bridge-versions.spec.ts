import { expect, test } from '../support/run-clock';
import { serveStubOverlay } from '../support/stub-overlay';

test('a protocol-1 overlay (no hello) still opens from our host, shown at its height', async ({ page }) => {
  await serveStubOverlay(page, { page: '/signInOverlay.mi', height: 300 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const frame = page.frameLocator('iframe[title="Sign in to Portico Rewards"]');
  await expect(frame.getByRole('heading', { name: 'Stub overlay' })).toBeVisible();
  await expect(page.locator('iframe[title="Sign in to Portico Rewards"]')).toHaveCSS('height', '320px');
  const calls = await page.frame({ url: /signInOverlay\.mi/ })!.evaluate(() => (window as unknown as { calls: unknown[][] }).calls.map((call) => call[0]));
  expect(calls).toContain('configure');
  expect(calls).not.toContain('ping');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('an overlay that shares no protocol version with the host fails visibly, with Try again', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await serveStubOverlay(page, { page: '/signInOverlay.mi', hello: { protocol: 4, oldestProtocol: 3, capabilities: [] } });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText('Something went wrong');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
});
