import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type RunningPortico = { hostOrigin: string; overlayOrigin: string; stop(): Promise<void> };

/** Starts the built product as `npm run serve` does, on the given ports, over a fresh embedded database. */
export async function startPortico(hostPort: number, overlayPort: number): Promise<RunningPortico> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST_PORT: String(hostPort), OVERLAY_PORT: String(overlayPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const hostOrigin = `http://localhost:${hostPort}`;
  await waitFor(`${hostOrigin}/mi/phoenix-account-auth/v1/userDetails`, child);
  return {
    hostOrigin,
    overlayOrigin: `http://localhost:${overlayPort}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}
