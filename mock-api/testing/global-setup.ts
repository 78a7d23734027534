import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/open-pglite';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import { loadCredentialKey } from '../auth/credential-key';
import { startTestPostgres } from './test-postgres';

/**
 * Builds one migrated, seeded database and dumps it to a file, so every test database starts from
 * that snapshot (about 1 s) instead of running initdb, migrations and seeding again (about 4 s).
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portico-test-db-'));
  const pg = await PGlite.create();
  const db = wrapPglite(pg);
  await migrate(db);
  await seedIfEmpty(db);
  // RSA key generation takes a while; done once here, every test database has the key already.
  await loadCredentialKey(db);
  const dump = await pg.dumpDataDir('none');
  const file = path.join(folder, 'snapshot.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  project.provide('testDbSnapshot', file);
  // The projects that run the API suites on PostgreSQL get a server of their own for the run.
  const postgres = project.name.endsWith('-postgres') ? await startTestPostgres() : null;
  project.provide('testPostgresUrl', postgres?.url ?? '');
  return async () => {
    postgres?.cluster.destroy();
    await rm(folder, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped, migrated and seeded database every test database starts from. */
    testDbSnapshot: string;
    /** The PostgreSQL server the API suites run on in the `*-postgres` projects; empty on PGlite. */
    testPostgresUrl: string;
  }
}
