import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createMockApi, type MockApi } from '../server';
import { testApiConfig } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { flakyDatabase } from '../testing/flaky-database';
import { drainSite } from './graceful-drain';
import { HEALTH_PATH } from './health-route';

let db: Database;
let api: MockApi;
let isDown = false;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await createMockApi({ config: testApiConfig(), db: flakyDatabase(db, () => isDown), serveApps: false });
});
afterAll(async () => {
  await Promise.all([api.host.close(), api.overlay.close()]);
  await db.close();
});

const health = (site: 'host' | 'overlay') => api[site].inject({ method: 'GET', url: HEALTH_PATH });

describe('GET /healthz, for the load balancer', () => {
  it('is 200 on both sites while the process takes requests and reaches its database, and never cached', async () => {
    for (const site of ['host', 'overlay'] as const) {
      const answer = await health(site);
      expect(answer.statusCode, site).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('is 503 with a retry hint while the database cannot be reached, and 200 again after', async () => {
    isDown = true;
    const answer = await health('host');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    isDown = false;
    expect((await health('host')).statusCode).toBe(200);
  });

  it('is 503 once the process drains, so the balancer stops sending it requests before it stops', async () => {
    await drainSite(api.overlay, 1000);
    expect((await health('overlay')).statusCode).toBe(503);
    expect((await health('overlay')).json()).toEqual({ status: 'draining' });
    expect((await health('host')).statusCode).toBe(200);
  });
});
