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
 * that snapshot (under half a second) instead of running initdb, migrations and seeding again (about 6 s).
 * Projects on the same instant share the snapshot, and the PostgreSQL projects their server: each build
 * runs on the run's main thread while the workers wait for it.
 */
export default async function setup(project: TestProject) {
  // Seeded on the run's instant, never the wall clock: the fixtures' dates count from it.
  // PORTICO_TEST_INSTANT moves a whole run, e.g. a year ahead; the date-guard projects set their own.
  const testInstant = project.getProvidedContext().testInstant || process.env.PORTICO_TEST_INSTANT || DEFAULT_TEST_INSTANT;
  project.provide('testInstant', testInstant);
  const snapshot = await snapshots.take(testInstant);
  project.provide('testDbSnapshot', snapshot.value.file);
  // The projects that run the API suites on PostgreSQL get a server for the run.
  const postgres = project.name.endsWith('-postgres') ? await postgresServers.take(testInstant) : null;
  project.provide('testPostgresUrl', postgres?.value.url ?? '');
  return async () => {
    await postgres?.release();
    await snapshot.release();
  };
}

type SharedEntry = { value: Promise<unknown>; users: number };

/**
 * What projects on one instant share: built by the first to ask, undone when the last one is done.
 * Held on the process rather than the module: vitest may load this file afresh for some projects.
 */
function sharedPerInstant<Value>(kind: string, build: (today: Date) => Promise<Value>, undo: (value: Value) => Promise<void> | void) {
  const registry = ((globalThis as { porticoTestSetup?: Map<string, SharedEntry> }).porticoTestSetup ??= new Map());
  return {
    async take(testInstant: string): Promise<{ value: Value; release: () => Promise<void> }> {
      const key = `${kind} ${testInstant}`;
      const entry = registry.get(key) ?? { value: build(parseTestInstant(testInstant)), users: 0 };
      registry.set(key, entry);
      entry.users += 1;
      const value = (await entry.value) as Value;
      return {
        value,
        release: async () => {
          entry.users -= 1;
          if (entry.users > 0) return;
          registry.delete(key);
          await undo(value);
        },
      };
    },
  };
}

const snapshots = sharedPerInstant('snapshot', dumpSeededDatabase, ({ folder }) => rm(folder, { recursive: true, force: true }));
const postgresServers = sharedPerInstant('postgres', startTestPostgres, ({ cluster }) => cluster.destroy());

async function dumpSeededDatabase(today: Date): Promise<{ folder: string; file: string }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portico-test-db-'));
  const pg = await PGlite.create();
  // Without recycling, the checkpoint below leaves one WAL segment rather than a spare 16 MB one more
  // that every test database would unpack.
  await pg.exec('set wal_recycle = off');
  const db = wrapPglite(pg);
  await migrate(db);
  await seedIfEmpty(db, today);
  // RSA key generation takes a while; done once here, every test database has the key already.
  await loadCredentialKey(db);
  // PostgreSQL clears its shared buffers at every start: PGlite's 128 MB default cost each test database
  // about half a second to open. 32 MB still holds the whole seeded database (under 20 MB).
  await pg.exec(`alter system set shared_buffers = '32MB'`);
  // A checkpoint first: a snapshot with WAL still to replay makes every test database replay it on
  // opening, about half a second each.
  await pg.exec('checkpoint');
  const dump = await pg.dumpDataDir('none');
  const file = path.join(folder, 'snapshot.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  return { folder, file };
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
