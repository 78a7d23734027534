import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { createPostgresTestDatabase, reopenPostgresTestDatabase } from './test-postgres';

/**
 * A fresh database with the migrations and demo fixtures applied, for one test: on PGlite in memory
 * (or in `dataDir` when a test needs to close it and open it again, a restart), or, in the projects
 * that run the API suites on PostgreSQL, a copy of the template database on the run's server.
 */
export async function createTestDatabase({ dataDir }: { dataDir?: string } = {}): Promise<Database> {
  const postgresUrl = inject('testPostgresUrl');
  if (postgresUrl) return createPostgresTestDatabase(postgresUrl, dataDir ? { keptAs: keptName(dataDir) } : {});
  return openPglite({ loadDataDir: await seededSnapshot(), ...(dataDir ? { dataDir } : {}) });
}

// Read once per worker: the snapshot is tens of megabytes, and a Blob can seed any number of databases.
let snapshot: Promise<Blob> | undefined;
const seededSnapshot = () => (snapshot ??= readFile(inject('testDbSnapshot')).then((bytes) => new HeldBlob(bytes)));

/**
 * A Blob over bytes already in memory. PGlite reads its `loadDataDir` with `arrayBuffer()`, which
 * Node's own Blob answers by streaming a copy chunk by chunk: about 0.4 s for the snapshot, at every
 * test database. PGlite only reads the buffer, copying each file out of it, so one buffer serves every
 * database of the worker; were that ever to change, the next database would open corrupt, loudly.
 */
class HeldBlob extends Blob {
  private readonly held: ArrayBuffer;

  constructor(bytes: Uint8Array) {
    super([]);
    this.held = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  override get size(): number {
    return this.held.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held);
  }
}

/** The database `createTestDatabase({ dataDir })` made, opened again as a restarted server opens it. */
export async function reopenTestDatabase(dataDir: string): Promise<Database> {
  const postgresUrl = inject('testPostgresUrl');
  return postgresUrl ? reopenPostgresTestDatabase(postgresUrl, keptName(dataDir)) : openPglite({ dataDir });
}

const keptName = (dataDir: string) => `kept_${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
