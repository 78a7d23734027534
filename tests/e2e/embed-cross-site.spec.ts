import { chromium, type BrowserContext, type Frame, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, onRunClock, test } from '../support/run-clock';
import { signInFromHeader } from '../support/booking-pages';
import { bookFromTheExample } from '../support/embed-example';
import { E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN, E2E_HOST_ORIGIN, E2E_OVERLAY_ORIGIN } from '../../playwright.config';
import { authApiPaths } from '../../shared/domain/paths';
import { AVA, LOOKUP_FRAME, lookUp, SIGN_IN_FRAME, signIn } from '../support/journeys';

/**
 * The overlays framed by a page of another site (the example under 127.0.0.1, the overlays on localhost), as
 * on a partner's own domain: their cookies are third-party there. Playwright's contexts are the browser's
 * incognito ones, which block third-party cookies; a browser profile of its own, told to allow them, is
 * the other case. The journey must work in both, on the overlays' partitioned cookies.
 */

const log = (page: Page) => page.locator('#event-log');

/** Whether a frame of the overlay origin may keep an unpartitioned cross-site cookie: what "third-party cookies" means. */
async function thirdPartyCookiesAllowed(frame: Frame): Promise<boolean> {
  return frame.evaluate(() => {
    document.cookie = 'portico_probe=1; SameSite=None; Secure; Path=/';
    const kept = document.cookie.includes('portico_probe=1');
    document.cookie = 'portico_probe=; Max-Age=0; SameSite=None; Secure; Path=/';
    return kept;
  });
}

async function signInFromTheExample(page: Page): Promise<FrameLocator> {
  await page.goto(E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Embedding Portico: example' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await expect(frame.getByLabel('Email or member number')).toBeFocused();
  return frame;
}

/** Sign in from the partner's page, then find that another overlay on it (the lookup) is signed in too and finds a stay. */
async function crossSiteJourney(page: Page) {
  const signInFrame = await signInFromTheExample(page);
  await signIn(signInFrame, AVA.email, AVA.password);
  await expect(log(page)).toContainText('outcome {"status":"completed","method":"signInSucceeded"');

  await page.getByRole('button', { name: 'Find a reservation' }).click();
  const lookupFrame = page.frameLocator(LOOKUP_FRAME);
  await expect(lookupFrame.getByLabel('Confirmation number')).toBeEditable();
  const lookupDocument = (await (await page.locator(LOOKUP_FRAME).elementHandle())!.contentFrame())!;
  // The lookup's own frame carries the sign-in made in the other one: the member's session, across overlays.
  const details = await lookupDocument.evaluate(async (userDetails) => (await (await fetch(userDetails)).json()) as { status: string; firstName?: string }, authApiPaths.userDetails);
  expect(details).toMatchObject({ status: 'SUCCESS' });

  await lookUp(lookupFrame, '71234567', 'Morgan');
  // Shown in the overlay, read with the lookup's grant partitioned to this site, and reported to the page.
  const summary = lookupFrame.getByRole('region', { name: 'Your reservation' });
  await expect(summary).toContainText('Portico Times Square');
  await expect(summary).toContainText('Confirmed');
  await expect(log(page)).toContainText(
    `outcome {"status":"completed","method":"reservationFound","detail":{"confirmationNumber":"71234567","path":"/reservation/upcomingReservation.mi?confirmationNumber=71234567"}}`,
  );
  expect(page.url()).toBe(`${E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN}/`);
  return lookupDocument;
}

/** What the browser keeps for the overlay origin: its cookies' names and the top-level site each is kept for. */
async function overlayCookies(context: BrowserContext) {
  return (await context.cookies(E2E_OVERLAY_ORIGIN)).filter((cookie) => cookie.name.includes('portico_')).map(({ name, partitionKey, sameSite }) => ({ name, partitionKey, sameSite }));
}

test.describe('with third-party cookies blocked', () => {
  test('the browser blocks them: an overlay frame on the partner page cannot keep an unpartitioned cookie', async ({ page }) => {
    await signInFromTheExample(page);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${E2E_OVERLAY_ORIGIN}/`))!;
    expect(await thirdPartyCookiesAllowed(frame)).toBe(false);
  });

  test('sign-in, then the lookup in another overlay of the partner page, on cookies partitioned to that page’s site', async ({ page, context }) => {
    await crossSiteJourney(page);
    const cookies = await overlayCookies(context);
    expect(cookies).toContainEqual({ name: '__Host-portico_session', partitionKey: 'http://127.0.0.1', sameSite: 'None' });
    expect(cookies).toContainEqual({ name: '__Host-portico_lookup_grant', partitionKey: 'http://127.0.0.1', sameSite: 'None' });
    expect(cookies.filter((cookie) => cookie.partitionKey === undefined)).toEqual([]);
  });

  test('a room booked from the partner page: its cart held in the frame, paid and booked there, the number told to the page', async ({ page, context }) => {
    expect(await bookFromTheExample(page, E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN, 251)).toMatch(/^\d{8}$/);
    const cookies = await overlayCookies(context);
    expect(cookies).toContainEqual({ name: '__Host-portico_booking_session', partitionKey: 'http://127.0.0.1', sameSite: 'None' });
    expect(cookies.filter((cookie) => cookie.partitionKey === undefined)).toEqual([]);
  });
});

test.describe('where the browser refuses this frame storage access', () => {
  test('the overlay says so, and the Portico window is still offered', async ({ page }) => {
    const signInFrame = await signInFromTheExample(page);
    await signInFrame.getByRole('button', { name: 'Use my Portico sign-in' }).click();
    await expect(signInFrame.getByText('Your browser did not let this page use your Portico sign-in.')).toBeVisible();
    await expect(signInFrame.getByRole('button', { name: 'Sign in in a Portico window' })).toBeEnabled();
    await expect(log(page)).not.toContainText('signInSucceeded');
  });
});

test.describe('a sign-in brought from Portico’s own window', () => {
  test('signs the overlay on the partner page in: the window signs in first-party, hands a one-use token back and closes', async ({ page, context }) => {
    const signInFrame = await signInFromTheExample(page);
    await expect(signInFrame.getByRole('heading', { name: 'Already signed in to Portico?' })).toBeVisible();
    const [portico] = await Promise.all([page.waitForEvent('popup'), signInFrame.getByRole('button', { name: 'Sign in in a Portico window' }).click()]);
    await expect(signInFrame.getByText('Finish signing in in the Portico window.')).toBeVisible();
    // A window of the overlay origin, top-level: its cookies there are first-party, SameSite=Lax.
    expect(new URL(portico.url()).origin).toBe(E2E_OVERLAY_ORIGIN);
    await expect(portico.getByText(`You are signing in for ${new URL(E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN).host}.`)).toBeVisible();
    const closed = portico.waitForEvent('close');
    await signIn(portico, AVA.email, AVA.password);
    await closed;

    await expect(log(page)).toContainText('outcome {"status":"completed","method":"signInSucceeded","detail":{"firstName":"Ava"');
    const cookies = await overlayCookies(context);
    // The window's own sign-in (Lax, first-party) and the overlay's (partitioned to the partner's site).
    expect(cookies).toContainEqual({ name: 'portico_session', partitionKey: undefined, sameSite: 'Lax' });
    expect(cookies).toContainEqual({ name: '__Host-portico_session', partitionKey: 'http://127.0.0.1', sameSite: 'None' });
  });
});

/** A browser profile of its own (not incognito) whose preferences allow (0) or block (1) third-party cookies. */
async function browserProfile(testInfo: TestInfo, cookieControlsMode: 0 | 1) {
  const profile = await mkdtemp(path.join(tmpdir(), 'portico-cookie-controls-'));
  await mkdir(path.join(profile, 'Default'));
  await writeFile(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: cookieControlsMode } }));
  const { launchOptions } = testInfo.project.use;
  const context = await onRunClock(await chromium.launchPersistentContext(profile, { executablePath: launchOptions?.executablePath, args: launchOptions?.args, baseURL: E2E_HOST_ORIGIN }));
  return { context, dispose: async () => (await context.close(), await rm(profile, { recursive: true, force: true })) };
}

test.describe('with third-party cookies allowed', () => {
  let profile: Awaited<ReturnType<typeof browserProfile>>;
  test.beforeEach(async ({}, testInfo) => {
    profile = await browserProfile(testInfo, 0);
  });
  test.afterEach(() => profile.dispose());

  test('the browser allows them, and the same journey works, still on partitioned cookies', async () => {
    const page = await profile.context.newPage();
    const lookupDocument = await crossSiteJourney(page);
    expect(await thirdPartyCookiesAllowed(lookupDocument)).toBe(true);
    expect(await overlayCookies(profile.context)).toContainEqual({ name: '__Host-portico_session', partitionKey: 'http://127.0.0.1', sameSite: 'None' });
  });

  test('the browser allows them, and a room is booked from the partner page too', async () => {
    const page = await profile.context.newPage();
    expect(await bookFromTheExample(page, E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN, 255)).toMatch(/^\d{8}$/);
  });
});

test.describe('a sign-in made on the chain’s site, used on the partner page through storage access', () => {
  let profile: Awaited<ReturnType<typeof browserProfile>>;
  test.beforeEach(async ({}, testInfo) => {
    profile = await browserProfile(testInfo, 1);
  });
  test.afterEach(() => profile.dispose());

  test('signs the overlay in once the browser grants the frame storage access, third-party cookies blocked', async () => {
    const page = await profile.context.newPage();
    await signInFromHeader(page, AVA);
    // The chain's site gave this browser a pass, sent cross-site only to a frame the browser grants storage access.
    expect(await overlayCookies(profile.context)).toContainEqual({ name: '__Host-portico_embed_pass', partitionKey: undefined, sameSite: 'None' });

    const signInFrame = await signInFromTheExample(page);
    expect(await thirdPartyCookiesAllowed(page.frames().find((frame) => frame.url().startsWith(`${E2E_OVERLAY_ORIGIN}/`))!)).toBe(false);
    // The guest's "Allow" in the browser's prompt, as a test can give it.
    const browserSession = await profile.context.newCDPSession(page);
    await browserSession.send('Browser.setPermission', {
      permission: { name: 'storage-access' },
      setting: 'granted',
      origin: E2E_EMBED_EXAMPLE_CROSS_SITE_ORIGIN,
      embeddedOrigin: E2E_OVERLAY_ORIGIN,
    } as never);
    await signInFrame.getByRole('button', { name: 'Use my Portico sign-in' }).click();
    await expect(log(page)).toContainText('outcome {"status":"completed","method":"signInSucceeded","detail":{"firstName":"Ava"');
    expect(await overlayCookies(profile.context)).toContainEqual({ name: '__Host-portico_session', partitionKey: 'http://127.0.0.1', sameSite: 'None' });
  });
});
