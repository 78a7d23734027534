import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPorticoProcess } from '../../tests/support/portico-process';

export { waitForAnswer as waitFor } from '../../tests/support/portico-process';

export type RunningPortico = { hostOrigin: string; overlayOrigin: string; embedExampleOrigin: string | null; stop(): Promise<void> };

/**
 * Starts the built product on the given ports over a fresh embedded database, removed again at stop; the
 * embed example site too, on embedExamplePort when given (its origin is then one allowed to frame overlays).
 */
export async function startPortico(hostPort: number, overlayPort: number, embedExamplePort?: number): Promise<RunningPortico> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  const portico = await startPorticoProcess({ hostPort, overlayPort, dataDir, embedExamplePort });
  return {
    hostOrigin: portico.hostOrigin,
    overlayOrigin: portico.overlayOrigin,
    embedExampleOrigin: portico.embedExampleOrigin,
    stop: async () => {
      await portico.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
