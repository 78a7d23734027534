import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPorticoProcess } from '../../tests/support/portico-process';

export { waitForAnswer as waitFor } from '../../tests/support/portico-process';

export type RunningPortico = { hostOrigin: string; overlayOrigin: string; stop(): Promise<void> };

/** Starts the built product on the given ports over a fresh embedded database, removed again at stop. */
export async function startPortico(hostPort: number, overlayPort: number): Promise<RunningPortico> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  const portico = await startPorticoProcess({ hostPort, overlayPort, dataDir });
  return {
    hostOrigin: portico.hostOrigin,
    overlayOrigin: portico.overlayOrigin,
    stop: async () => {
      await portico.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
