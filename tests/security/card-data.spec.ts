import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test, RUN_YEAR, runNow } from '../support/run-clock';
import { openPglite } from '../../mock-api/db/open-pglite';
import { cardNumbersOutsideIds as cardNumbersIn } from '../../shared/testing/card-scan';
import { acceptAcknowledgements, acceptConsents, fillVisitor, selectKingRate, stayFrom } from '../support/booking-pages';
import { startPorticoProcess, type PorticoProcess } from '../support/portico-process';
import { bookingPaths } from '../../shared/domain/booking-paths';

/**
 * Issue 17's scan: across a whole booking paid with a card, no Luhn-valid run of 13 to 19 digits (a card
 * number) reaches anything outside the card vault: not a host-origin request or response, not a bridge
 * message, not the host page's DOM, not a log line of the server, and not a table, save the vault's
 * ciphertext. The spec runs its own server, logging at info into a file, on an embedded database it can
 * read after stopping it.
 */
const HOST_PORT = 18190;
const OVERLAY_PORT = 18191;
const CARD = { number: '5555 5555 5555 4444', digits: '5555555555554444', securityCode: '737' };

/** Records every message a bridge port carries, in the frame that sends it (penpal talks over a MessageChannel). */
const RECORD_BRIDGE_MESSAGES = () => {
  const sent: string[] = [];
  (window as unknown as { __bridgeMessages: string[] }).__bridgeMessages = sent;
  const post = MessagePort.prototype.postMessage;
  // A message of no data (JSON.stringify gives undefined: the timers' own wake-ups) carries nothing to scan.
  const record = (message: unknown) => {
    const text = JSON.stringify(message);
    if (text !== undefined) sent.push(text);
  };
  MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
    record(message);
    return (post as (...args: unknown[]) => void).call(this, message, ...rest);
  } as typeof MessagePort.prototype.postMessage;
  const postWindow = window.postMessage;
  window.postMessage = function (this: Window, message: unknown, ...rest: unknown[]) {
    record(message);
    return (postWindow as (...args: unknown[]) => void).call(this, message, ...rest);
  } as typeof window.postMessage;
};

/**
 * AAA and CAA membership numbers are 16 Luhn digits by the clubs' own rule (spec 7, 620 or 429 first), so
 * the seeded ones read as UnionPay or Visa numbers to the scan; they are not cards, and no card is ever
 * written to these tables (nothing the payment overlay sends reaches the AAA calls).
 */
const AAA_TABLES = ['member_aaa_numbers', 'lapsed_aaa_memberships'];

let server: PorticoProcess;
let scratch: string;

test.beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'portico-card-scan-'));
  server = await startPorticoProcess({ hostPort: HOST_PORT, overlayPort: OVERLAY_PORT, dataDir: path.join(scratch, 'db'), logFile: path.join(scratch, 'server.log'), env: { CLOCK_START: runNow().toISOString() } });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function bridgeMessages(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) all.push(...(await frame.evaluate(() => (window as unknown as { __bridgeMessages?: string[] }).__bridgeMessages ?? []).catch(() => [])));
  return all;
}

test('no card number leaves the payment overlay’s origin, across a whole booking', async ({ page }) => {
  test.setTimeout(120_000);
  const hostTraffic: string[] = [];
  const bridge: string[] = [];
  const dom: string[] = [];
  await page.addInitScript(RECORD_BRIDGE_MESSAGES);
  page.on('request', (request) => {
    if (request.url().startsWith(server.hostOrigin)) hostTraffic.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
  });
  page.on('response', async (response) => {
    if (!response.url().startsWith(server.hostOrigin)) return;
    // The build's hashed files are the same for every visitor and carry none of their data; a library's
    // constants in them (gcoord's projection tables: -.0003441963504368392) read as card numbers to the scan.
    const isBuiltFile = new URL(response.url()).pathname.startsWith('/assets/');
    hostTraffic.push(`${response.url()} ${JSON.stringify(await response.allHeaders())} ${isBuiltFile ? '' : await response.text().catch(() => '')}`);
  });

  const stay = stayFrom(170);
  await page.goto(`${server.hostOrigin}${bookingPaths.rateList.getHref(stay)}`);
  await selectKingRate(page, 'Flexible rate');
  const guestForm = page.frameLocator('iframe[title="Guest information"]');
  await fillVisitor(guestForm, { givenName: 'Rory', surname: 'Quinn', email: 'rory.quinn@example.com', phone: '2125550142' });
  await acceptConsents(guestForm);
  await guestForm.getByRole('button', { name: 'Continue' }).click();
  const payment = page.frameLocator('iframe[title="Payment"]');
  await payment.getByLabel('Card number').fill(CARD.number);
  await payment.getByLabel('Security code').fill(CARD.securityCode);
  await payment.getByLabel('Expiry month').selectOption('12');
  await payment.getByLabel('Expiry year').selectOption(String(RUN_YEAR + 2));
  await payment.getByLabel('Name on card').fill('Rory Quinn');
  dom.push(await page.content());
  await payment.getByRole('button', { name: 'Use this card' }).click();
  await expect(page).toHaveURL(/reviewDetails/);
  bridge.push(...(await bridgeMessages(page)));
  dom.push(await page.content());
  await acceptAcknowledgements(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/confirmation\.mi/);
  await expect(page.getByRole('region', { name: 'Summary of charges' })).toBeVisible();
  dom.push(await page.content());
  bridge.push(...(await bridgeMessages(page)));

  // The scan finds a card number where one is: the check itself is not blind.
  expect(cardNumbersIn(`paid with ${CARD.number}`)).toEqual([CARD.digits]);
  expect(cardNumbersIn(`id 9f1c2e4a-62d1-4b8e-8223-5d0a9b7c6e21, paid with ${CARD.number}`)).toEqual([CARD.digits]);
  expect(bridge.length).toBeGreaterThan(0);
  expect(hostTraffic.some((line) => line.includes('/CreateOrder'))).toBe(true);

  expect(cardNumbersIn(hostTraffic.join('\n')), 'host-origin requests and responses').toEqual([]);
  expect(cardNumbersIn(bridge.join('\n')), 'bridge messages').toEqual([]);
  expect(cardNumbersIn(dom.join('\n')), 'host DOM').toEqual([]);
  for (const text of [...hostTraffic, ...bridge]) expect(text).not.toContain(`"${CARD.securityCode}"`);

  await server.stop();
  const log = readFileSync(path.join(scratch, 'server.log'), 'utf8');
  expect(log.length).toBeGreaterThan(0);
  expect(cardNumbersIn(log), 'server log lines').toEqual([]);
  const db = await openPglite({ dataDir: path.join(scratch, 'db') });
  try {
    const { rows: tables } = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all($1::text[])`,
      [AAA_TABLES],
    );
    const rows: string[] = [];
    for (const { name } of tables) {
      const { rows: data } = await db.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
      rows.push(...data.map((item) => `${name}: ${item.row}`));
    }
    expect(rows.some((row) => row.startsWith('payment_card_tokens:'))).toBe(true);
    expect(cardNumbersIn(rows.join('\n')), 'database tables').toEqual([]);
    expect(rows.filter((row) => row.includes(`"${CARD.securityCode}"`))).toEqual([]);
  } finally {
    await db.close();
  }
});
