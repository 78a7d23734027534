import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { encryptPassword } from '../shared/auth/encrypt-password';
import { authApiPaths } from '../shared/domain/paths';
import { HotelListDocument } from '../shared/graphql/generated/graphql';
import { persistedOperation } from '../tests/support/persisted-operation';
import { createStandInDist } from './testing/stand-in-dist';

type LogLine = { msg?: string; site?: string; event?: string; level?: number };

const folders: string[] = [];
let server: ChildProcess | undefined;
afterEach(async () => {
  server?.kill('SIGKILL');
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Starts `mock-api/main.ts` as `npm start` does, on free ports, and resolves with its three addresses. */
async function startServer() {
  const distDir = await createStandInDist();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portico-main-'));
  folders.push(distDir, dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    env: { ...process.env, HOST_PORT: '0', OVERLAY_PORT: '0', EMBED_EXAMPLE_PORT: '0', DIST_DIR: distDir, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  const lines: LogLine[] = [];
  const addresses = new Map<string, string>();
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(line.msg ?? '');
      if (listening && line.site) addresses.set(line.site, listening[1]!);
      if (line.event === 'started') resolve();
    });
  });
  await ready;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, lines, exited, hostUrl: addresses.get('host')!, overlayUrl: addresses.get('overlay')!, embedExampleUrl: addresses.get('embed-example')! };
}

describe('the server process', () => {
  it('creates, migrates and seeds its database on first start, serves the embed example on a third origin, and logs as JSON', async () => {
    const { hostUrl, overlayUrl, embedExampleUrl, lines } = await startServer();
    // As the apps ask: a persisted operation, by its hash (the process runs nothing else by default).
    const response = await fetch(`${overlayUrl}/mi/graphql/HotelList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
      body: persistedOperation(HotelListDocument, {}).body,
    });
    expect(((await response.json()) as { data: { properties: unknown[] } }).data.properties).toHaveLength(22);
    expect((await fetch(`${hostUrl}${authApiPaths.userDetails}`)).status).toBe(200);
    expect(lines.find((line) => line.event === 'started')).toMatchObject({ level: 30, site: 'host' });
    const examplePage = await fetch(embedExampleUrl);
    expect(examplePage.status).toBe(200);
    expect(await examplePage.text()).toContain('<h1>Embedding Portico: example</h1>');
  }, 60_000);

  it('finishes a request in flight on SIGTERM, then exits cleanly, closing all three sites', async () => {
    const { child, hostUrl, embedExampleUrl, exited, lines } = await startServer();
    const { rsaPublicKey } = (await (await fetch(`${hostUrl}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
    // A wrong password costs a full scrypt verification (tens of milliseconds): slow enough to be under way.
    const slowSignIn = fetch(`${hostUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userId: '100000001', password: await encryptPassword('Wrong#Pass1', rsaPublicKey) }),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGTERM');
    expect((await slowSignIn).status).toBe(401);
    expect(await exited).toBe(0);
    expect(lines.map((line) => line.event)).toContain('stopped');
    await expect(fetch(embedExampleUrl)).rejects.toThrow();
  }, 60_000);
});
