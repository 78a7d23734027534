import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiPaths } from '../../shared/domain/paths';
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
});
