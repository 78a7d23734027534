import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';

export type PorticoProcessOptions = {
  hostPort: number;
  overlayPort: number;
  /** Embedded database folder; ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Write the server's log lines (every level from info) to this file, for suites that read them. */
  logFile?: string;
  /** The embed example site's port, for suites that open it (its origin is then allowed to frame overlays); any free port otherwise. */
  embedExamplePort?: number;
  /** More of the server's environment, over the defaults below (e.g. WORKERS, a rate limit a suite tests). */
  env?: Record<string, string>;
  /** Serve HTTPS with this certificate (scripts/local-certificate.ts): the origins are then https ones. */
  tls?: { certFile: string; keyFile: string };
};

export type PorticoProcess = {
  hostOrigin: string;
  overlayOrigin: string;
  /** Where the embed example answers: null unless embedExamplePort was given (port 0 is not known here). */
  embedExampleOrigin: string | null;
  pid: number;
  /** Stops the server: SIGTERM waits for a clean exit, SIGKILL is a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
};

/** Starts the built product as `npm run serve` does, and resolves once it answers. */
export async function startPorticoProcess({ hostPort, overlayPort, dataDir, databaseUrl, logFile, embedExamplePort, env = {}, tls }: PorticoProcessOptions): Promise<PorticoProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST_PORT: String(hostPort),
      OVERLAY_PORT: String(overlayPort),
      // Any free port unless the suite opens the embed example: 8082 may be npm start's.
      EMBED_EXAMPLE_PORT: String(embedExamplePort ?? 0),
      LOG_LEVEL: logFile ? 'info' : 'warn',
      // Benchmarks and load tests sign in and look reservations up from one address on purpose: that is
      // the test, not an attack.
      SIGN_IN_RATE_LIMIT: '1000000',
      RESERVATION_LOOKUP_RATE_LIMIT: '1000000',
      PAYMENT_TOKEN_RATE_LIMIT: '1000000',
      CART_RATE_LIMIT: '1000000',
      CART_SESSION_RATE_LIMIT: '1000000',
      // The journeys read what the product e-mails and texts, as a tester does, in the development inbox.
      DEV_INBOX: 'true',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'inherit'],
  });
  const scheme = tls ? 'https' : 'http';
  const answers = tls ? answersOverTls(readFileSync(tls.certFile)) : answersOk;
  const hostOrigin = `${scheme}://localhost:${hostPort}`;
  await waitForAnswer(`${hostOrigin}/healthz`, child, undefined, answers);
  // The example site starts listening after the host.
  const embedExampleOrigin = embedExamplePort ? `${scheme}://localhost:${embedExamplePort}` : null;
  if (embedExampleOrigin) await waitForAnswer(`${embedExampleOrigin}/`, child, undefined, answers);
  return {
    hostOrigin,
    overlayOrigin: `${scheme}://localhost:${overlayPort}`,
    embedExampleOrigin,
    pid: child.pid!,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

const answersOk = async (url: string) => (await fetch(url)).ok;

/** Whether `url` answers 2xx over TLS with a certificate signed by `ca` (fetch trusts only the system's). */
const answersOverTls = (ca: Buffer) => (url: string) =>
  new Promise<boolean>((resolve, reject) => {
    httpsGet(url, { ca }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 0) < 300);
    }).on('error', reject);
  });

export async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 60_000, answers: (url: string) => Promise<boolean> = answersOk) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering ${url}`);
    try {
      if (await answers(url)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}
