import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openPglite } from '../db/open-pglite';

/**
 * A fresh database with the migrations and demo fixtures applied, for one test: in memory, or in
 * `dataDir` when a test needs to close it and open it again (a restart).
 */
export async function createTestDatabase({ dataDir }: { dataDir?: string } = {}): Promise<Database> {
  const file = inject('testDbSnapshot');
  return openPglite({ loadDataDir: new Blob([await readFile(file)]), ...(dataDir ? { dataDir } : {}) });
}
