import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadCredentialKey } from '../auth/credential-key';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/open-postgres';
import { seedIfEmpty } from '../seed/seed';
import { createPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster';
import { freePort } from '../../tests/support/free-port';

/** The database every test database on PostgreSQL is copied from: migrated, seeded, with its key. */
const TEMPLATE = 'portico_template';

/** The address of database `name` on the server at `serverUrl` (which names the `postgres` database). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A throwaway PostgreSQL server for a test run (Debian's, in a temporary directory on a free port),
 * with the template database built once: each test's database is a copy of it (CREATE DATABASE …
 * TEMPLATE), as each test on PGlite starts from the dumped snapshot.
 */
export async function startTestPostgres(today: Date): Promise<{ url: string; cluster: PostgresCluster }> {
  const cluster = createPostgresCluster(await freePort(), { durable: false });
  try {
    await adminQuery(cluster.url, `create database ${TEMPLATE}`);
    const db = await openPostgres(databaseUrl(cluster.url, TEMPLATE), { poolSize: 2 });
    try {
      await migrate(db);
      await seedIfEmpty(db, today);
      await loadCredentialKey(db);
    } finally {
      await db.close();
    }
    return { url: cluster.url, cluster };
  } catch (error) {
    cluster.destroy();
    throw error;
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test, copied from the template, dropped again when it is closed; or, with
 * `keptAs`, one that outlives its close under that name, for a test that restarts a server on it
 * (opened again with `reopenPostgresTestDatabase`).
 */
export async function createPostgresTestDatabase(serverUrl: string, { keptAs }: { keptAs?: string } = {}): Promise<Database> {
  const name = keptAs ?? `test_${process.pid}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  // A file copy of the template is the quicker of the two strategies for a small database on a server without fsync.
  await adminQuery(serverUrl, `create database ${name} template ${TEMPLATE} strategy file_copy`);
  const db = await openPostgres(databaseUrl(serverUrl, name), { poolSize: 4 });
  if (keptAs) return db;
  return {
    ...db,
    close: async () => {
      await db.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A database with nothing in it, as a first deployment finds: for tests of what starting on one does. Dropped with the server. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `empty_${process.pid}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return databaseUrl(serverUrl, name);
}

export function reopenPostgresTestDatabase(serverUrl: string, name: string): Promise<Database> {
  return openPostgres(databaseUrl(serverUrl, name), { poolSize: 4 });
}
