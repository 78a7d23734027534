import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { E2E_EMBED_EXAMPLE_ORIGIN, E2E_HOST_ORIGIN, E2E_OVERLAY_ORIGIN, E2E_THIRD_ORIGIN } from '../../playwright.config';
import { acceptConsents, fillVisitor, GUEST_INFO_FRAME, PAYMENT_FRAME, payWithNewCard, selectRate, stayFrom, VISA } from '../support/booking-pages';
import { AVA, LOOKUP_FRAME, lookUp, SIGN_IN_FRAME, signIn } from '../support/journeys';
import { servePagesOn } from '../support/page-server';
import { serveStubOverlay } from '../support/stub-overlay';

/**
 * The embed loader as an embedding team uses it: from the example page on a third origin, with only the
 * script tag. The page lists every event it receives in "What the page received".
 */

const received = (page: Page) => page.getByRole('list').filter({ has: page.locator('#event-log') }).or(page.locator('#event-log'));
const logLines = async (page: Page) => (await page.locator('#event-log li').allTextContents()).join('\n');

async function openExample(page: Page) {
  await page.goto(E2E_EMBED_EXAMPLE_ORIGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Embedding Portico: example' })).toBeVisible();
}

test('sign-in opens as the loader’s own modal dialog, reports every step with its timings, and closes on success', async ({ page }) => {
  await openExample(page);
  const opener = page.getByRole('button', { name: 'Sign in' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Portico Rewards' });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  // Ready when shown, and told again once the overlay says it accepts input, with every timing.
  await expect(received(page)).toContainText(/"state":"ready","timings":\{"handshakeMs":\d+,"firstHeightMs":\d+,"interactiveMs":\d+\}/);
  const readyLines = (await logLines(page)).split('\n').filter((line) => line.includes('"state":"ready"'));
  const ready = JSON.parse(/lifecycle (\{.*\})/.exec(readyLines.at(-1)!)![1]!) as { timings: Record<string, number>; protocol: number };
  expect(ready.protocol).toBe(2);
  expect(ready.timings.handshakeMs).toBeGreaterThan(0);
  // The first height may come while the two sides still negotiate (handshakeMs ends with the agreement).
  expect(ready.timings.firstHeightMs).toBeGreaterThan(0);
  expect(ready.timings.interactiveMs).toBeGreaterThanOrEqual(ready.timings.firstHeightMs!);

  await signIn(frame, AVA.email, AVA.password);
  await expect(received(page)).toContainText('message {"method":"signInSucceeded","detail":{"firstName":"Ava"');
  await expect(received(page)).toContainText('outcome {"status":"completed","method":"signInSucceeded"');
  await expect(dialog).toHaveCount(0);
  expect(await logLines(page)).not.toContain(AVA.password);
});

test('a page pays for the loader alone; the engine comes with the first reach for an overlay, and again after it could not', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === E2E_OVERLAY_ORIGIN && url.pathname.startsWith('/embed/')) fetched.push(`${url.pathname}${url.search}`);
  });
  let isOffline = true;
  await page.route(/\/embed\/portico-embed-engine-/, (route) => (isOffline ? route.abort('internetdisconnected') : route.continue()));
  await openExample(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual(['/embed/portico-embed.js']);

  const opener = page.getByRole('button', { name: 'Sign in' });
  await opener.click();
  await expect(received(page)).toContainText('outcome {"status":"failed","code":"ENGINE_LOAD_FAILED"');
  await expect(received(page)).toContainText('error {"code":"ENGINE_LOAD_FAILED"');
  const refused = fetched.filter((path) => path.includes('-engine-'));
  expect(refused.length).toBeGreaterThan(0);

  isOffline = false;
  await opener.click();
  await expect(page.frameLocator(SIGN_IN_FRAME).getByLabel('Email or member number')).toBeFocused();
  // Asked again under a new address: a browser may answer an import that failed with its failure.
  const engineFetches = fetched.filter((path) => path.includes('-engine-'));
  expect(engineFetches.at(-1)).toMatch(/-engine-[\w-]{10}\.js\?attempt=\d$/);
  expect(new Set(engineFetches).size).toBe(engineFetches.length);
});

test('Escape closes the loader’s dialog, the outcome is closed, focus returns and nothing the dialog added is left', async ({ page }) => {
  await openExample(page);
  const opener = page.getByRole('button', { name: 'Sign in' });
  await opener.click();
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(received(page)).toContainText('outcome {"status":"closed"}');
  await expect(received(page)).toContainText('"state":"closed"');
  // A warm overlay may wait in the pool (the hover preloaded one), closed and out of sight; no open one stays.
  expect(await page.locator('dialog[open]').count()).toBe(0);
});

test('reservation lookup opens inline, and its summary form shows a match in the overlay and reports it rather than leaving', async ({ page }) => {
  await openExample(page);
  await page.getByRole('button', { name: 'Find a reservation' }).click();
  const slot = page.locator('#lookup-slot');
  await expect(slot.locator(LOOKUP_FRAME)).toBeVisible();
  const frame = page.frameLocator(LOOKUP_FRAME);
  await expect(frame.getByLabel('Confirmation number')).toBeEditable();
  await lookUp(frame, '71234567', 'Morgan');
  const summary = frame.getByRole('region', { name: 'Your reservation' });
  await expect(summary).toContainText('Portico Times Square');
  await expect(summary.getByRole('heading', { name: 'Your reservation' })).toBeFocused();
  await expect(received(page)).toContainText('"method":"reservationFound","detail":{"confirmationNumber":"71234567","path":"/reservation/upcomingReservation.mi?confirmationNumber=71234567"}');
  expect(page.url()).toBe(`${E2E_EMBED_EXAMPLE_ORIGIN}/`);

  await summary.getByRole('button', { name: 'Find another reservation' }).click();
  await expect(frame.getByLabel('Confirmation number')).toBeEditable();
});

test('guest information and payment for a held cart, from the third-origin page: results reported, never the card number', async ({ page }) => {
  await selectRate(page, stayFrom(200), 'Flexible rate');
  const cartId = new URL(page.url()).searchParams.get('cartId')!;
  // Nothing on the page's console, its frames' included, as one step closes and the next opens.
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  await openExample(page);
  await page.getByLabel('Cart id').fill(cartId);
  await page.getByRole('button', { name: 'Guest information' }).click();
  const guestForm = page.frameLocator(GUEST_INFO_FRAME);
  await expect(guestForm.getByLabel('First name')).toBeVisible();
  await fillVisitor(guestForm, { givenName: 'Rory', surname: 'Quinn', email: 'rory.quinn@example.com', phone: '2125550100' });
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  await expect(received(page)).toContainText(`outcome {"status":"completed","method":"guestInfoCompleted","detail":{"cartId":"${cartId}"`);

  await expect(page.locator(GUEST_INFO_FRAME)).toHaveCount(0);
  await page.getByRole('button', { name: 'Payment' }).click();
  const paymentForm = page.frameLocator(PAYMENT_FRAME);
  await expect(paymentForm.getByLabel('Card number')).toBeVisible();
  await payWithNewCard(paymentForm, VISA);
  await expect(received(page)).toContainText('outcome {"status":"completed","method":"paymentCompleted","detail":{"cartId"');
  const lines = await logLines(page);
  expect(lines).toContain('"brand":"VISA","lastFour":"1111"');
  expect(lines.replace(/\s/g, '')).not.toContain('4111111111111111');
  expect(errors).toEqual([]);
});

test.describe('a page whose origin the overlay origin does not allow', () => {
  const refusedSite = servePagesOn(E2E_THIRD_ORIGIN);

  test('gets a console error naming why, an error event, a visible failure and a failed outcome: never a blank frame', async ({ page }) => {
    refusedSite.show(`<!doctype html><html lang="en"><head><title>Refused</title>
      <script src="${E2E_OVERLAY_ORIGIN}/embed/portico-embed.js"></script></head>
      <body><main><h1>Refused partner</h1><div id="slot"></div><ol id="events"></ol></main>
      <script>
        const handle = Portico.open('reservation-lookup', { container: '#slot', onEvent: (event) => {
          const item = document.createElement('li'); item.textContent = event.type + ' ' + (event.code || event.state); document.getElementById('events').append(item);
        } });
        handle.outcome.then((outcome) => { document.body.dataset.outcome = JSON.stringify(outcome); });
      </script></body></html>`);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${E2E_THIRD_ORIGIN}/partner`);
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    await expect(page.locator('#events')).toContainText('error ORIGIN_NOT_ALLOWED');
    await expect(page.locator('body')).toHaveAttribute('data-outcome', /"status":"failed","code":"ORIGIN_NOT_ALLOWED"/);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(errors.join('\n')).toContain(`ORIGIN_NOT_ALLOWED: ${E2E_THIRD_ORIGIN} may not frame Portico overlays`);
  });
});

test('an overlay that reloads by itself is reconnected, and one killed mid-session fails visibly with Try again, which brings it back', async ({ page }) => {
  await openExample(page);
  await page.getByRole('button', { name: 'Find a reservation' }).click();
  const frame = page.frameLocator(LOOKUP_FRAME);
  await expect(frame.getByLabel('Confirmation number')).toBeEditable();
  const overlayFrame = () => page.frames().find((candidate) => candidate.url().includes('/resLookupOverlay.mi'))!;
  // Interactive first: an overlay reloaded before its first height is a first load that came late, not a reconnection.
  await expect(received(page)).toContainText(/"state":"ready".*"interactiveMs":\d+/);

  // What the guest typed comes back with each page the frame loads again.
  await frame.getByLabel('Confirmation number').fill('71234567');
  await frame.getByLabel('Last name').fill('Morgan');
  await overlayFrame().evaluate(() => window.location.reload());
  await expect(received(page)).toContainText('"state":"degraded"');
  // Ready again after it: the reloaded page loads its script and its words again before it is
  // interactive, which a loaded machine can take past 5 s over.
  const readyAfterDegraded = async () => (await logLines(page)).split('"state":"degraded"').at(-1)!.includes('"state":"ready"');
  await expect.poll(readyAfterDegraded, { timeout: 15_000 }).toBe(true);
  await expect(frame.getByLabel('Confirmation number')).toHaveValue('71234567');
  await expect(frame.getByLabel('Last name')).toHaveValue('Morgan');

  // Killed: the frame's page is replaced by one that never answers the bridge.
  await overlayFrame().goto(`${E2E_OVERLAY_ORIGIN}/embed/v1/origin-check`);
  await expect(page.locator('#lookup-slot').getByRole('alert')).toContainText('Something went wrong', { timeout: 15_000 });
  await expect(received(page)).toContainText('OVERLAY_LOST');
  // Failed, not closed: the page may still try again.
  expect(await logLines(page)).not.toContain('"state":"closed"');
  await page.locator('#lookup-slot').getByRole('button', { name: 'Try again' }).click();
  await expect(frame.getByLabel('Confirmation number')).toBeEditable();
});

test('an overlay of protocol 1 (no hello) opens through the loader and is reported as protocol 1', async ({ page }) => {
  await serveStubOverlay(page, { page: '/resLookupOverlay.mi', height: 280 });
  await openExample(page);
  await page.getByRole('button', { name: 'Find a reservation' }).click();
  await expect(page.frameLocator(LOOKUP_FRAME).getByRole('heading', { name: 'Stub overlay' })).toBeVisible();
  await expect(page.locator(LOOKUP_FRAME)).toHaveCSS('height', '300px');
  await expect(received(page)).toContainText('"state":"ready"');
  expect(await logLines(page)).toMatch(/"state":"ready".*"protocol":1/);
});
