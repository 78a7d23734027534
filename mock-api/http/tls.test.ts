import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiPaths } from '../../shared/domain/paths';
import { makeLocalCertificate } from '../../scripts/local-certificate';
import { createEmbedExampleSite } from '../embed/example-site';
import { createMockApi, type MockApi } from '../server';
import { createTestDatabase } from '../testing/test-database';
import { testApiConfig } from '../testing/test-api';
import type { Database } from '../db/database';

// A fixed window around any day these tests run on: the TLS stack checks it against the machine's time.
const VALIDITY = { notBefore: new Date('2020-01-01T00:00:00Z'), notAfter: new Date('2099-12-31T00:00:00Z') };

let dir: string;
let ca: Buffer;
let db: Database;
let api: MockApi;
let hostPort: number;

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

const getOverTls = (port: number, pathName: string) =>
  new Promise<Answer>((resolve, reject) => {
    httpsRequest({ host: '127.0.0.1', port, path: pathName, ca, servername: 'localhost' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    }).on('error', reject).end();
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portico-tls-'));
  const tls = await makeLocalCertificate(dir, VALIDITY);
  ca = await readFile(tls.certFile);
  db = await createTestDatabase();
  api = await createMockApi({
    config: testApiConfig({ tls, secureCookies: true, hostOrigin: 'https://localhost:18280', overlayOrigin: 'https://localhost:18281', allowedHostOrigins: ['https://localhost:18280'] }),
    db,
    serveApps: false,
  });
  await api.host.listen({ port: 0, host: '127.0.0.1' });
  hostPort = (api.host.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await Promise.all([api.host.close(), api.overlay.close()]);
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('with TLS_CERT_FILE and TLS_KEY_FILE, the sites answer HTTPS themselves', () => {
  it('with the local certificate, for localhost, and with HSTS', async () => {
    const answer = await getOverTls(hostPort, authApiPaths.userDetails);
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('and not plain HTTP on the same port', async () => {
    const plain = new Promise<number>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: hostPort, path: authApiPaths.userDetails }, (response) => resolve(response.statusCode ?? 0))
        .on('error', reject)
        .end();
    });
    await expect(plain).rejects.toThrow();
  });

  it('and so does the embed example', async () => {
    const example = await createEmbedExampleSite({ config: { overlayOrigin: 'https://localhost:18281', logLevel: 'silent', secureCookies: true, tls: { certFile: path.join(dir, 'localhost-cert.pem'), keyFile: path.join(dir, 'localhost-key.pem') } } });
    await example.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await getOverTls((example.server.address() as AddressInfo).port, '/')).status).toBe(200);
    } finally {
      await example.close();
    }
  });
});
