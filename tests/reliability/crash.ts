import { MEMBERS, porticoClient } from './client';
import { startPorticoProcess, type PorticoProcessOptions } from '../support/portico-process';

export type CrashResult = { database: string; acknowledged: number; missingAfterRestart: number; killedAfterMs: number; reopened: boolean };

/**
 * Writes continuously (sign-ins, each a new session row), kills the server with SIGKILL at a random
 * moment, restarts it on the same database, and checks that every acknowledged sign-in survived.
 */
export async function runCrash(database: string, options: PorticoProcessOptions, writers = 8): Promise<CrashResult> {
  const server = await startPorticoProcess(options);
  const client = porticoClient(server.hostOrigin);
  const acknowledged: string[] = [];
  let isRunning = true;
  const writer = async (index: number) => {
    const [userId, password] = MEMBERS[index % MEMBERS.length]!;
    while (isRunning) {
      try {
        const { status, cookie } = await client.signIn(userId, password);
        if (status === 200 && cookie) acknowledged.push(cookie);
      } catch {
        // The kill cuts requests in flight: those were never acknowledged.
      }
    }
  };
  const writing = Array.from({ length: writers }, (_, index) => writer(index));
  const killedAfterMs = 2000 + Math.floor(Math.random() * 3000);
  await new Promise((resolve) => setTimeout(resolve, killedAfterMs));
  await server.stop('SIGKILL');
  isRunning = false;
  await Promise.all(writing);

  let reopened = false;
  let missingAfterRestart = acknowledged.length;
  const restarted = await startPorticoProcess(options);
  try {
    reopened = true;
    const check = porticoClient(restarted.hostOrigin);
    missingAfterRestart = 0;
    for (const cookie of acknowledged) {
      if ((await check.userDetails(cookie)).body.status !== 'SUCCESS') missingAfterRestart += 1;
    }
  } finally {
    await restarted.stop();
  }
  return { database, acknowledged: acknowledged.length, missingAfterRestart, killedAfterMs, reopened };
}
