import { describe, expect, inject, it } from 'vitest';
import { loadCredentialKey } from '../auth/credential-key';
import { MEMBERS } from '../seed/fixtures';
import { createEmptyPostgresDatabase } from '../testing/test-postgres';
import { openDatabase } from './open-database';

// Several processes on one PostgreSQL: the api-postgres project's server (PGlite is one process's database).
describe.skipIf(!inject('testPostgresUrl'))('processes starting together on an empty PostgreSQL database', () => {
  it('migrate it once and seed it once, under advisory locks, and share one credential key', async () => {
    const url = await createEmptyPostgresDatabase(inject('testPostgresUrl'));
    const processes = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: '' }, { poolSize: 2 })));
    try {
      const [db] = processes;
      const { rows: migrations } = await db!.query<{ name: string; times: number }>('select name, count(*)::int as times from schema_migrations group by name');
      expect(migrations.length).toBeGreaterThan(10);
      expect(migrations.every((migration) => migration.times === 1)).toBe(true);
      const { rows: members } = await db!.query<{ count: number }>('select count(*)::int as count from members');
      expect(members[0]!.count).toBe(MEMBERS.length);
      // A browser may get the key from one process and send the password to another.
      const keys = await Promise.all(processes.map((each) => loadCredentialKey(each)));
      expect(new Set(keys.map((key) => key.publicKeySpki)).size).toBe(1);
      expect((await db!.query<{ count: number }>('select count(*)::int as count from credential_keys')).rows[0]!.count).toBe(1);
    } finally {
      await Promise.all(processes.map((db) => db.close()));
    }
  }, 60_000);
});
