import { HotelListDocument } from '../../shared/graphql/generated/graphql';
import { MEMBERS, porticoClient } from './client';
import type { PostgresCluster } from '../support/postgres-cluster';
import type { PorticoProcess } from '../support/portico-process';

export type OutageStep = { step: string; expected: string; got: string; ok: boolean };

/** Stops PostgreSQL under a running server: the API must answer 503 with a message, then recover. */
export async function runOutage(server: PorticoProcess, cluster: PostgresCluster): Promise<OutageStep[]> {
  const client = porticoClient(server.hostOrigin);
  const [userId, password] = MEMBERS[0];
  const steps: OutageStep[] = [];
  const record = (step: string, expected: string, got: string) => steps.push({ step, expected, got, ok: expected === got });

  const before = await client.signIn(userId, password);
  record('sign-in while the database is up', '200', String(before.status));

  cluster.stop();
  const details = await client.userDetails(before.cookie);
  record('user details while down', '503', String(details.status));
  record('its message', 'Portico is briefly unavailable. Please try again in a moment.', String(details.body.message));
  record('sign-in while down', '503', String((await client.signIn(userId, password)).status));
  const list = await client.graphQl(HotelListDocument, {});
  record('GraphQL while down', '503', String(list.status));
  record('its error', 'Portico is briefly unavailable. Please try again in a moment.', String(list.body.errors?.[0]?.message));

  cluster.start();
  let recovered = 0;
  for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
    recovered = (await client.userDetails(before.cookie)).status;
    if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  record('user details after the database returns', '200', String(recovered));
  record('the session from before the outage', 'SUCCESS', String((await client.userDetails(before.cookie)).body.status));
  record('GraphQL after the database returns', '200', String((await client.graphQl(HotelListDocument, {})).status));
  return steps;
}
