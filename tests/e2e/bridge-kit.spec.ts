import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { E2E_HOST_ORIGIN, E2E_OVERLAY_ORIGIN } from '../../playwright.config';
import type { BridgeMessage } from '../../bridge/inspector/message-recorder';
import { test } from '../support/bridge-messages';
import { AVA, openSignIn, signIn } from '../support/journeys';

test('the test kit records a sign-in across the frame both ways, and never the password', async ({ page, bridgeMessages }) => {
  await page.goto('/');
  const frame = await openSignIn(page);
  await signIn(frame, AVA.email, AVA.password);
  await expect(page.getByText('Hi, Ava')).toBeVisible();

  const succeeded = await bridgeMessages.expectMessage('signInSucceeded', { firstName: 'Ava', memberNumber: AVA.memberNumber });
  expect(succeeded).toMatchObject({ direction: 'overlay-to-host', frame: 'Sign in to Portico Rewards', origin: E2E_OVERLAY_ORIGIN, outcome: 'answered' });
  expect(succeeded.latencyMs).toBeGreaterThanOrEqual(0);
  await bridgeMessages.expectMessage('emit', { name: 'signInSucceeded', detail: { memberTier: 'Gold' } });
  const configure = await bridgeMessages.expectMessage('configure', { locale: 'en-US' });
  expect(configure).toMatchObject({ direction: 'host-to-overlay', origin: E2E_HOST_ORIGIN });
  await bridgeMessages.expectMessage('resized');
  expect(JSON.stringify(bridgeMessages.all())).not.toContain(AVA.password);
});

test('with ?bridgeDebug=1 the inspector lists the calls, and its export holds exactly what was recorded', async ({ page, bridgeMessages }) => {
  await page.goto('/?bridgeDebug=1');
  const inspector = page.getByRole('complementary', { name: 'Bridge inspector' });
  await expect(inspector).toBeVisible();
  const frame = await openSignIn(page);
  await signIn(frame, AVA.email, 'Wrong#Pass99');
  await expect(frame.getByRole('alert')).toBeVisible();
  await bridgeMessages.expectMessage('emit', { name: 'signInFailed' });
  // A modal dialog makes the rest of the page inert, the inspector with it: it is read once the dialog is closed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await bridgeMessages.expectMessage('close');

  const table = inspector.getByRole('table');
  await inspector.getByLabel('Filter by method, frame or origin').fill('emit');
  await expect(table.getByRole('row').filter({ hasText: 'signInFailed' })).toHaveCount(1);
  await inspector.getByLabel('Filter by method, frame or origin').fill('');

  const download = page.waitForEvent('download');
  await inspector.getByRole('button', { name: 'Export JSON' }).click();
  const exported = JSON.parse(await readFile(await (await download).path(), 'utf8')) as { messages: BridgeMessage[] };
  const completed = exported.messages.filter((message) => message.outcome !== 'pending');
  expect(completed.length).toBeGreaterThan(2);
  // Each completed call reaches the test through its own event: wait for them all, then compare one by one.
  const recordedById = () => new Map(bridgeMessages.all().map((message) => [message.id, message]));
  await expect.poll(() => completed.every((message) => recordedById().has(message.id))).toBe(true);
  for (const message of completed) expect(recordedById().get(message.id)).toEqual(message);
});
