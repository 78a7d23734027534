import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { createMockApi, type MockApiOptions } from '../server';
import { createStandInDist } from './stand-in-dist';
import { createTestDatabase } from './test-database';
import { runClock } from './test-instant';

export const TEST_HOST_ORIGIN = 'http://localhost:18280';
export const TEST_OVERLAY_ORIGIN = 'http://localhost:18281';

export type TestApi = {
  db: Database;
  /** The host site's real address (an ephemeral port on loopback). */
  hostUrl: string;
  overlayUrl: string;
  /** Resolves once what the API does after answering (its e-mails) is done: then the inbox holds all it will. */
  settled(): Promise<void>;
  /** Runs the outbox delivery once at `now`, as the scheduled job does. */
  deliverMessages(now: Date): Promise<number>;
  close(): Promise<void>;
};

/**
 * The card vault's key for API tests: random per test run (never a key written down anywhere), one for
 * the whole run, so a test that restarts a server on its database still opens what it sealed.
 */
export const TEST_VAULT_KEY = randomBytes(32);

/** The server config tests run with, for tests that build sites in process; override what a test varies. */
export function testApiConfig(overrides: Partial<MockApiOptions['config']> = {}): MockApiOptions['config'] {
  return {
    hostOrigin: TEST_HOST_ORIGIN,
    overlayOrigin: TEST_OVERLAY_ORIGIN,
    allowedHostOrigins: [TEST_HOST_ORIGIN],
    distDir: '',
    logLevel: 'silent',
    secureCookies: false,
    cookieDomain: null,
    // The SMTP server inside the process, as a fresh clone runs it: tests read what it received.
    smtpUrl: null,
    smsUrl: null,
    mailFrom: 'Portico Hotels <no-reply@portico.example>',
    devInbox: true,
    graphqlIntrospection: false,
    // API tests write their own operations to probe the server; the persisted-only default has its own tests.
    graphqlArbitraryOperations: true,
    signInRateLimitPerMinute: 1000,
    reservationLookupRateLimitPerMinute: 1000,
    signInDisabledLocales: [],
    imageCacheDomain: TEST_HOST_ORIGIN,
    paymentTokenRateLimitPerMinute: 1000,
    cartRateLimit: { perClientPerMinute: 1000, perSessionPerMinute: 1000 },
    paymentVaultKey: TEST_VAULT_KEY,
    paymentVaultKeyFile: '',
    ...overrides,
  };
}

export type TestApiOptions = {
  /** The API's time; by default the run's clock (test-instant.ts), never the wall clock. */
  clock?: Clock;
  /** Also serve apps, from a stand-in build (see stand-in-dist.ts) removed again on close. */
  withStandInApps?: boolean;
  /** Adds to the stand-in build before the server reads it (e.g. a stand-in server renderer). */
  prepareApps?: (distDir: string) => Promise<void>;
  /** High by default: tests sign in often from one address; the rate-limit test sets a low one. */
  signInRateLimitPerMinute?: number;
  /** Run on this database instead of a fresh one, and leave it open on close: a restart is a second start on it. */
  db?: Database;
  config?: Partial<MockApiOptions['config']>;
  telemetryRateLimitPerMinute?: number;
  logStream?: MockApiOptions['logStream'];
};

/** Starts both sites on ephemeral loopback ports over a fresh database: real HTTP, no Vite build needed. */
export async function startTestApi({
  clock = runClock(),
  withStandInApps = false,
  prepareApps,
  signInRateLimitPerMinute = 1000,
  db: sharedDb,
  config = {},
  telemetryRateLimitPerMinute,
  logStream,
}: TestApiOptions = {}): Promise<TestApi> {
  const db = sharedDb ?? (await createTestDatabase());
  const distDir = withStandInApps ? await createStandInDist() : undefined;
  if (distDir && prepareApps) await prepareApps(distDir);
  const { host, overlay, settled, deliverMessages } = await createMockApi({
    config: testApiConfig({ distDir: distDir ?? '', signInRateLimitPerMinute, ...config }),
    db,
    clock,
    serveApps: distDir !== undefined,
    ...(telemetryRateLimitPerMinute ? { telemetryRateLimitPerMinute } : {}),
    ...(logStream ? { logStream } : {}),
  });
  await host.listen({ port: 0, host: '127.0.0.1' });
  await overlay.listen({ port: 0, host: '127.0.0.1' });
  const url = (address: AddressInfo | string | null) => `http://127.0.0.1:${(address as AddressInfo).port}`;
  return {
    db,
    hostUrl: url(host.server.address()),
    overlayUrl: url(overlay.server.address()),
    settled,
    deliverMessages,
    close: async () => {
      await Promise.all([host.close(), overlay.close()]);
      if (!sharedDb) await db.close();
      if (distDir) await rm(distDir, { recursive: true, force: true });
    },
  };
}
