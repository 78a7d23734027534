import type { MockApiConfig } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './open-pglite';
import { openPostgres, type PostgresOptions } from './open-postgres';
import { seedIfEmpty } from '../seed/seed';

/**
 * Opens the configured database, brings its schema up to date and seeds the demo data on first use,
 * dated from `today` (the server's clock).
 */
export async function openDatabase(
  config: Pick<MockApiConfig, 'databaseUrl' | 'dataDir'>,
  postgresOptions?: PostgresOptions,
  today = new Date(),
): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, postgresOptions)
    : await openPglite({ dataDir: config.dataDir });
  try {
    await migrate(db);
    await seedIfEmpty(db, today);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
