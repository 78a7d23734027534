import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { encryptPassword } from '../shared/auth/encrypt-password';
import { authApiPaths, graphQlBasePath } from '../shared/domain/paths';
import { HotelOverviewDocument, SearchProductsByPropertyDocument } from '../shared/graphql/generated/graphql';
import { persistedOperation } from '../tests/support/persisted-operation';
import { rateListSearch } from './support/rate-list-search';
import { report, round } from './support/results';
import { startPortico, waitFor } from './support/start-portico';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);

type Target = { name: string; url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

async function load(target: Target) {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    ...(target.body ? { body: target.body } : {}),
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    call: target.name,
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

/** autocannon on loopback: our user-details call and hotel operation against a bare graphql-yoga. */
export async function benchApiThroughput() {
  const portico = await startPortico(18580, 18581);
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-yoga.ts'], { env: { ...process.env, PORT: '18590' }, stdio: 'ignore' });
  try {
    await waitFor('http://127.0.0.1:18590/graphql?query=%7Bhello%7D', bare);
    const cookie = await signedInCookie(portico.hostOrigin);
    const jsonHeaders = { 'content-type': 'application/json', 'x-requested-by': 'bench', 'accept-language': 'en-US' };
    const rows = [
      await load({ name: 'bare graphql-yoga (ceiling)', url: 'http://127.0.0.1:18590/graphql', method: 'POST', headers: jsonHeaders, body: graphQl('Hello', 'query Hello { hello }') }),
      await load({ name: 'userDetails (signed in)', url: `${portico.hostOrigin}${authApiPaths.userDetails}`, method: 'GET', headers: { cookie } }),
      await load({
        name: 'HotelOverview (GraphQL)',
        url: `${portico.hostOrigin}${graphQlBasePath}/HotelOverview`,
        method: 'POST',
        headers: jsonHeaders,
        body: persistedOperation(HotelOverviewDocument, { seoNickname: 'nycts-portico-times-square' }).body,
      }),
      await load({
        name: 'SearchProductsByProperty (GraphQL, visitor)',
        url: `${portico.hostOrigin}${graphQlBasePath}/SearchProductsByProperty`,
        method: 'POST',
        headers: jsonHeaders,
        body: persistedOperation(SearchProductsByPropertyDocument, { input: rateListSearch() }).body,
      }),
    ];
    const ceiling = rows[0]!.requestsPerSecond;
    const withRatio = rows.map((row) => ({ ...row, ratioToBare: round(row.requestsPerSecond / ceiling, 2) }));
    report('api-throughput', withRatio, {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      target: 'ratio >= 0.5 of bare yoga, p99 < 50 ms, zero errors',
    });
    return withRatio;
  } finally {
    bare.kill('SIGTERM');
    await portico.stop();
  }
}
