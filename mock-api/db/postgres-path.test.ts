import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiPaths } from '../../shared/domain/paths';
import { persistedHashOf } from '../../shared/graphql/client';
import { HotelHeaderDocument } from '../../shared/graphql/generated/graphql';
import { createMockApi, type MockApi } from '../server';
import { testApiConfig } from '../testing/test-api';
import { openDatabase } from './open-database';
import type { Database } from './database';

// A PostgreSQL server speaking the wire protocol (PGlite behind pglite-socket), so the DATABASE_URL
// code path (node-postgres, its pool, transactions, advisory lock) runs without installing a server.
const PORT = 25_432 + Math.floor(Math.random() * 1000);
let pglite: PGlite;
let socketServer: PGLiteSocketServer;
let db: Database;
let api: MockApi;

beforeAll(async () => {
  pglite = await PGlite.create();
  // One connection: PGlite is a single session, so a pool of one keeps transactions apart.
  socketServer = new PGLiteSocketServer({ db: pglite, port: PORT, host: '127.0.0.1', maxConnections: 1 });
  await socketServer.start();
  db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${PORT}/postgres`, dataDir: '' }, { poolSize: 1 });
  api = await createMockApi({
    config: testApiConfig(),
    db,
    serveApps: false,
  });
}, 60_000);

afterAll(async () => {
  await api?.host.close();
  await api?.overlay.close();
  await db?.close();
  await socketServer?.stop();
  await pglite?.close();
});

describe('DATABASE_URL (PostgreSQL over the wire)', () => {
  it('migrates and seeds through node-postgres', async () => {
    expect(db.kind).toBe('postgres');
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from hotels');
    expect(rows[0]?.count).toBe(22);
  });

  it('serves the user-details call and GraphQL from it', async () => {
    const details = await api.host.inject({ method: 'GET', url: authApiPaths.userDetails });
    expect(details.json()).toMatchObject({ status: 'FAILURE' });
    const graphql = await api.host.inject({
      method: 'POST',
      url: '/mi/graphql/Property',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
      payload: { operationName: 'Property', query: 'query Property { property(id: "NYCTS") { basicInformation { name } } }' },
    });
    expect(graphql.json()).toEqual({ data: { property: { basicInformation: { name: 'Portico Times Square' } } } });
  });

  it('runs queries a transaction starts together one after another, each with its own answer and no pg warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const answers = await db.transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => tx.query<{ n: number }>('select $1::int as n, pg_sleep(0.01)::text as slept', [n]))),
      );
      expect(answers.map(({ rows }) => rows[0]?.n)).toEqual([1, 2, 3]);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('still rolls a transaction back when one of its queued queries fails', async () => {
    await db.exec('create table if not exists queued_rollback (n int primary key)');
    const failing = db.transaction((tx) =>
      Promise.all([tx.query('insert into queued_rollback values (1)'), tx.query('insert into queued_rollback values (1)')]),
    );
    await expect(failing).rejects.toThrow(/duplicate key/);
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from queued_rollback');
    expect(rows[0]?.count).toBe(0);
  });

  it('answers a kept public hotel answer afresh once another connection changed the hotel', async () => {
    const header = async () =>
      (
        await api.host.inject({
          method: 'POST',
          url: '/mi/graphql/HotelHeader',
          headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
          payload: { operationName: 'HotelHeader', variables: { propertyId: 'LONKX' }, extensions: { persistedQuery: { version: 1, sha256Hash: persistedHashOf(HotelHeaderDocument) } } },
        })
      ).json<{ data: { property: { basicInformation: { name: string } } } }>().data.property.basicInformation.name;
    expect(await header()).toBe("Portico London King's Cross");
    // Past this server's pool, as another server on the same database would write.
    await pglite.query(`update hotels set name = 'Portico London St Pancras' where code = 'LONKX'`);
    expect(await header()).toBe('Portico London St Pancras');
  });
});
