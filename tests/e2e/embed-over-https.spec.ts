import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, newBrowserContext, runNow, test } from '../support/run-clock';
import { E2E_HOST_ORIGIN } from '../../playwright.config';
import { makeLocalCertificate } from '../../scripts/local-certificate';
import { startPorticoProcess, type PorticoProcess } from '../support/portico-process';
import { AVA, LOOKUP_FRAME, lookUp, SIGN_IN_FRAME, signIn } from '../support/journeys';
import { bookFromTheExample } from '../support/embed-example';

/**
 * The product as a deployment serves it, over HTTPS (here with a locally made certificate, which the
 * browser is told to accept), with the example on another site: the cookies are Secure and prefixed,
 * partitioned for the partner's page and SameSite=Lax on the chain's own.
 */

// Ports of their own, beside the suite's server (E2E_PORT_BASE and the four after it).
const PORT = Number(new URL(E2E_HOST_ORIGIN).port) + 10;
// A fixed window around any day the suite runs on: the browser checks it against the machine's time.
const VALIDITY = { notBefore: new Date('2020-01-01T00:00:00Z'), notAfter: new Date('2099-12-31T00:00:00Z') };

let scratch: string;
let server: PorticoProcess;
let context: BrowserContext;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(150_000);
  scratch = await mkdtemp(path.join(tmpdir(), 'portico-https-'));
  const tls = await makeLocalCertificate(scratch, VALIDITY);
  server = await startPorticoProcess({ hostPort: PORT, overlayPort: PORT + 1, embedExamplePort: PORT + 2, dataDir: path.join(scratch, 'db'), tls, env: { CLOCK_START: runNow().toISOString() } });
  context = await newBrowserContext(browser, { ignoreHTTPSErrors: true });
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
});

const overlayCookies = async () =>
  (await context.cookies(server.overlayOrigin)).filter(({ name }) => name.includes('portico_session')).map(({ name, sameSite, secure, partitionKey }) => ({ name, sameSite, secure, partitionKey }));

async function signInThrough(page: Page) {
  const frame = page.frameLocator(SIGN_IN_FRAME);
  await signIn(frame, AVA.email, AVA.password);
}

test('from the example on another site over HTTPS: sign-in and lookup on partitioned cookies; on the chain’s own site, Lax ones', async () => {
  test.setTimeout(90_000);
  const page = await context.newPage();
  const partnerPage = `https://127.0.0.1:${PORT + 2}`;
  await page.goto(partnerPage);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInThrough(page);
  await expect(page.locator('#event-log')).toContainText('outcome {"status":"completed","method":"signInSucceeded"');
  await page.getByRole('button', { name: 'Find a reservation' }).click();
  await lookUp(page.frameLocator(LOOKUP_FRAME), '71234567', 'Morgan');
  await expect(page.frameLocator(LOOKUP_FRAME).getByRole('region', { name: 'Your reservation' })).toContainText('Portico Times Square');
  await expect(page.locator('#event-log')).toContainText('"method":"reservationFound","detail":{"confirmationNumber":"71234567"');
  expect(await overlayCookies()).toEqual([{ name: '__Host-portico_session', sameSite: 'None', secure: true, partitionKey: 'https://127.0.0.1' }]);

  await page.goto(server.hostOrigin);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await signInThrough(page);
  await expect(page.getByText('Hi, Ava').first()).toBeVisible();
  expect(await overlayCookies()).toContainEqual({ name: '__Host-portico_session', sameSite: 'Lax', secure: true, partitionKey: undefined });
});

test('from the example on another site over HTTPS: a room booked to its confirmation number', async () => {
  test.setTimeout(90_000);
  const page = await context.newPage();
  expect(await bookFromTheExample(page, `https://127.0.0.1:${PORT + 2}`, 257)).toMatch(/^\d{8}$/);
});
