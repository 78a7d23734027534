import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { encryptPassword } from '../shared/auth/encrypt-password';
import { authApiPaths, graphQlBasePath } from '../shared/domain/paths';
import { HotelOverviewDocument, SearchProductsByPropertyDocument } from '../shared/graphql/generated/graphql';
import { createPostgresCluster } from '../tests/support/postgres-cluster';
import { freePort } from '../tests/support/free-port';
import { persistedOperation } from '../tests/support/persisted-operation';
import { startPorticoProcess } from '../tests/support/portico-process';
import { rateListSearch } from './support/rate-list-search';
import { report, round } from './support/results';
import { startPortico, waitFor } from './support/start-portico';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);

type Target = { name: string; url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
type Measured = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

async function load(target: Target): Promise<Measured> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    ...(target.body ? { body: target.body } : {}),
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function signedInCookie(hostOrigin: string) {
  const { rsaPublicKey } = (await (await fetch(`${hostOrigin}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
  const response = await fetch(`${hostOrigin}${authApiPaths.loginWithCredentials}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userId: '100000001', password: await encryptPassword('Stay#Well2026', rsaPublicKey) }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portico_session='));
  if (!cookie) throw new Error(`sign-in for the bench failed with ${response.status}`);
  return cookie.split(';')[0]!;
}

const graphQl = (operationName: string, query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ operationName, query, variables });
const jsonHeaders = { 'content-type': 'application/json', 'x-requested-by': 'bench', 'accept-language': 'en-US' };

const CALLS = ['userDetails (signed in)', 'HotelOverview (GraphQL)', 'SearchProductsByProperty (GraphQL, visitor)'] as const;
type Call = (typeof CALLS)[number];

/** The API's calls on one running server, in the order of CALLS. */
async function measureCalls(hostOrigin: string): Promise<Record<Call, Measured>> {
  const cookie = await signedInCookie(hostOrigin);
  return {
    'userDetails (signed in)': await load({ name: 'userDetails', url: `${hostOrigin}${authApiPaths.userDetails}`, method: 'GET', headers: { cookie } }),
    'HotelOverview (GraphQL)': await load({
      name: 'HotelOverview',
      url: `${hostOrigin}${graphQlBasePath}/HotelOverview`,
      method: 'POST',
      headers: jsonHeaders,
      body: persistedOperation(HotelOverviewDocument, { seoNickname: 'nycts-portico-times-square' }).body,
    }),
    'SearchProductsByProperty (GraphQL, visitor)': await load({
      name: 'SearchProductsByProperty',
      url: `${hostOrigin}${graphQlBasePath}/SearchProductsByProperty`,
      method: 'POST',
      headers: jsonHeaders,
      body: persistedOperation(SearchProductsByPropertyDocument, { input: rateListSearch() }).body,
    }),
  };
}

async function onPglite() {
  const portico = await startPortico(await freePort(), await freePort());
  try {
    return await measureCalls(portico.hostOrigin);
  } finally {
    await portico.stop();
  }
}

type OnPostgres = { one: Record<Call, Measured>; two: Record<Call, Measured> };

/**
 * The same calls with DATABASE_URL on a throwaway PostgreSQL, as the reliability suite starts one: once
 * with one API process, once with two (WORKERS=2, the same ports); why not, when it cannot.
 */
async function onPostgres(): Promise<OnPostgres | { skipped: string }> {
  let cluster: ReturnType<typeof createPostgresCluster>;
  try {
    cluster = createPostgresCluster(await freePort());
  } catch (error) {
    return { skipped: `no PostgreSQL server to start (${(error as Error).message.split('\n')[0]})` };
  }
  const measureWith = async (workers: number) => {
    const portico = await startPorticoProcess({ hostPort: await freePort(), overlayPort: await freePort(), databaseUrl: cluster.url, env: { WORKERS: String(workers) } });
    try {
      // Every worker listening, so the second one's start is not measured.
      await new Promise((resolve) => setTimeout(resolve, workers > 1 ? 3000 : 0));
      return await measureCalls(portico.hostOrigin);
    } finally {
      await portico.stop();
    }
  };
  try {
    return { one: await measureWith(1), two: await measureWith(2) };
  } finally {
    cluster.destroy();
  }
}

/**
 * autocannon on loopback: our user-details call and hotel operations against a bare graphql-yoga, on
 * the embedded database (PGlite, the default) and on PostgreSQL (DATABASE_URL) side by side. Ports are
 * free ones, so a run never meets another suite's or bench's server on this shared machine.
 */
export async function benchApiThroughput() {
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-yoga.ts'], { env: { ...process.env, PORT: String(barePort) }, stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/graphql?query=%7Bhello%7D`, bare);
    const ceiling = await load({ name: 'bare', url: `http://127.0.0.1:${barePort}/graphql`, method: 'POST', headers: jsonHeaders, body: graphQl('Hello', 'query Hello { hello }') });
    const pglite = await onPglite();
    const postgres = await onPostgres();
    const ratio = (measured: Measured) => round(measured.requestsPerSecond / ceiling.requestsPerSecond, 2);
    const rows = [
      { call: 'bare graphql-yoga (ceiling)', pgliteRps: ceiling.requestsPerSecond, pgliteP50Ms: ceiling.p50Ms, pgliteP99Ms: ceiling.p99Ms, pgliteRatio: 1, errors: ceiling.errors },
      ...CALLS.map((call) => ({
        call,
        pgliteRps: pglite[call].requestsPerSecond,
        pgliteP50Ms: pglite[call].p50Ms,
        pgliteP99Ms: pglite[call].p99Ms,
        pgliteRatio: ratio(pglite[call]),
        ...('skipped' in postgres
          ? {}
          : {
              postgresRps: postgres.one[call].requestsPerSecond,
              postgresP50Ms: postgres.one[call].p50Ms,
              postgresP99Ms: postgres.one[call].p99Ms,
              postgresRatio: ratio(postgres.one[call]),
              postgres2ProcessesRps: postgres.two[call].requestsPerSecond,
              postgres2ProcessesP99Ms: postgres.two[call].p99Ms,
              // Two processes against one: about 2 is ideal on two cores, less as autocannon takes a core too.
              twoProcessesOverOne: round(postgres.two[call].requestsPerSecond / postgres.one[call].requestsPerSecond, 2),
            }),
        errors: pglite[call].errors + ('skipped' in postgres ? 0 : postgres.one[call].errors + postgres.two[call].errors),
      })),
    ];
    report('api-throughput', rows, {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      target: 'ratio >= 0.5 of bare yoga, p99 < 50 ms, zero errors (PGlite)',
      postgres:
        'skipped' in postgres
          ? `rows skipped: ${postgres.skipped}`
          : "Debian's PostgreSQL in a temp dir on loopback, each process's pool of 10 connections; one process, then two (WORKERS=2) on the same ports",
    });
    return rows;
  } finally {
    bare.kill('SIGTERM');
  }
}
