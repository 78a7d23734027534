import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { E2E_HOST_ORIGIN, E2E_OVERLAY_ORIGIN, E2E_THIRD_ORIGIN } from '../../playwright.config';
import { AVA, openSignIn, signIn, SIGN_IN_FRAME } from '../support/journeys';
import { servePagesOn } from '../support/page-server';

const OVERLAY_URL = `${E2E_OVERLAY_ORIGIN}/signInOverlay.mi?overlay=true`;

const thirdOrigin = servePagesOn(E2E_THIRD_ORIGIN);

async function visitThirdOrigin(page: Page, html: string) {
  thirdOrigin.show(html);
  await page.goto(`${E2E_THIRD_ORIGIN}/attacker.html`);
}

const FRAMED_OVERLAYS = [
  { name: 'sign-in', url: OVERLAY_URL, field: 'Email or member number' },
  { name: 'reservation-lookup', url: `${E2E_OVERLAY_ORIGIN}/resLookupOverlay.mi?overlay=true`, field: 'Confirmation number' },
  { name: 'guest-info', url: `${E2E_OVERLAY_ORIGIN}/reservation/guestInfoOverlay.mi?overlay=true&cartId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, field: 'First name' },
  { name: 'payment', url: `${E2E_OVERLAY_ORIGIN}/reservation/paymentOverlay.mi?overlay=true&cartId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, field: 'Card number' },
];

for (const overlay of FRAMED_OVERLAYS) {
  test(`a page on a third origin cannot frame the ${overlay.name} overlay`, async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    const overlayPath = new URL(overlay.url).pathname;
    const overlayResponse = page.waitForResponse((response) => response.url().startsWith(`${E2E_OVERLAY_ORIGIN}${overlayPath}`));
    await visitThirdOrigin(page, `<iframe id="victim" src="${overlay.url}" title="victim"></iframe>`);
    // The overlay answered, but only the host origin may frame it...
    expect((await overlayResponse).headers()['content-security-policy']).toContain(`frame-ancestors ${E2E_HOST_ORIGIN}`);
    // ...so Chromium replaced the frame with its error page and ran none of the overlay.
    await expect.poll(() => page.frames().find((frame) => frame !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#victim').getByLabel(overlay.field)).toHaveCount(0);
    expect(refusals.join('\n')).toContain(`frame-ancestors ${E2E_HOST_ORIGIN}`);
  });
}

test('a page on a third origin cannot talk to the bridge of a window it opens', async ({ page, context }) => {
  await visitThirdOrigin(page, '<p>attacker</p>');
  const popupPromise = context.waitForEvent('page');
  const result = await page.evaluate(async (overlayUrl) => {
    const opened = window.open(overlayUrl, '_blank');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // A penpal handshake, then a forged call: neither may reach the overlay.
    opened?.postMessage({ namespace: 'penpal', channel: undefined, type: 'SYN', participantId: 'attacker' }, new URL(overlayUrl).origin);
    return { hasHandle: opened !== null, closedFromHere: opened?.closed ?? true };
  }, OVERLAY_URL);
  const popup = await popupPromise;
  await popup.waitForLoadState();
  // Cross-Origin-Opener-Policy severs the opener: the attacker's handle is dead.
  expect(result).toEqual({ hasHandle: true, closedFromHere: true });
  // The overlay, opened as a page of its own, works standalone and never connected to anyone.
  await expect(popup.getByLabel('Email or member number')).toBeVisible();
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});

test('the host ignores bridge messages from an origin that is not its overlay', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.frameLocator(SIGN_IN_FRAME).getByLabel('Email or member number')).toBeVisible();
  // The host's own origin stands in for a stranger here: it is not the overlay origin, so a forged
  // success from it must change nothing.
  await page.evaluate(() =>
    window.postMessage(
      { namespace: 'penpal', channel: undefined, type: 'CALL', id: '1', methodPath: ['signInSucceeded'], args: [] },
      window.location.origin,
    ),
  );
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(1);
  await expect(page.getByText(/^Hi,/)).toHaveCount(0);
});

test('malformed bridge messages change nothing in the overlay and are logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  const frame = await openSignIn(page);
  await page.evaluate((overlayOrigin) => {
    const overlay = document.querySelector<HTMLIFrameElement>('iframe')!.contentWindow!;
    overlay.postMessage({ namespace: 'penpal', type: 'CALL', methodPath: 'focus' }, overlayOrigin);
    overlay.postMessage({ namespace: 'penpal', type: 'BOGUS' }, overlayOrigin);
  }, E2E_OVERLAY_ORIGIN);
  await expect.poll(() => warnings.filter((text) => text.includes('ignored a malformed bridge message')).length).toBe(2);
  // The overlay still works: Ava signs in through it.
  await signIn(frame, AVA.email, AVA.password);
  await expect(page.getByText('Hi, Ava')).toBeVisible();
});
