import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openPglite } from '../db/open-pglite';

/** A fresh in-memory database with the migrations and demo fixtures applied, for one test. */
export async function createTestDatabase(): Promise<Database> {
  const file = inject('testDbSnapshot');
  return openPglite({ loadDataDir: new Blob([await readFile(file)]) });
}
