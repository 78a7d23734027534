import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/open-pglite';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import { loadCredentialKey } from '../auth/credential-key';
import { DEFAULT_TEST_INSTANT, parseTestInstant } from '../../shared/testing/test-instant';
import { startTestPostgres } from './test-postgres';

/**
 * Builds one migrated, seeded database and dumps it to a file, so every test database starts from
 * that snapshot (about 1 s) instead of running initdb, migrations and seeding again (about 4 s).
 */
export default async function setup(project: TestProject) {
  // Seeded on the run's instant, never the wall clock: the fixtures' dates count from it.
  // PORTICO_TEST_INSTANT moves a whole run, e.g. a year ahead; the date-guard projects set their own.
  const testInstant = project.getProvidedContext().testInstant || process.env.PORTICO_TEST_INSTANT || DEFAULT_TEST_INSTANT;
  const today = parseTestInstant(testInstant);
  project.provide('testInstant', testInstant);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portico-test-db-'));
  const pg = await PGlite.create();
  const db = wrapPglite(pg);
  await migrate(db);
  await seedIfEmpty(db, today);
  // RSA key generation takes a while; done once here, every test database has the key already.
  await loadCredentialKey(db);
  // A checkpoint first: a snapshot with WAL still to replay makes every test database replay it on
  // opening, about half a second each.
  await pg.exec('checkpoint');
  const dump = await pg.dumpDataDir('none');
  const file = path.join(folder, 'snapshot.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  project.provide('testDbSnapshot', file);
  // The projects that run the API suites on PostgreSQL get a server of their own for the run.
  const postgres = project.name.endsWith('-postgres') ? await startTestPostgres(today) : null;
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
    /** The UTC instant the run stands at (ISO): the seeding day and every test API's starting time. */
    testInstant: string;
  }
}
