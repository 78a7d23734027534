import { MEMBERS, porticoClient } from './client';
import { startPorticoProcess, type PorticoProcessOptions } from '../support/portico-process';

export type CrashResult = {
  database: string;
  acknowledged: number;
  missingAfterRestart: number;
  killedAfterMs: number;
  reopened: boolean;
  /** A login locked by failed attempts before the kill answers 423 after the restart. */
  lockHeld: boolean;
};

/** A login with no member behind it: the lockout counts it all the same, and no writer uses it. */
export const LOCKED_LOGIN = 'reliability.lockout@example.com';

/**
 * Writes continuously (sign-ins, each a new session row), kills the server with SIGKILL at a random
 * moment, restarts it on the same database, and checks that every acknowledged sign-in survived,
 * and that a lockout acknowledged before the kill still holds.
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
  const lockedBeforeKill = await lockOut(client);
  const writing = Array.from({ length: writers }, (_, index) => writer(index));
  const killedAfterMs = 2000 + Math.floor(Math.random() * 3000);
  await new Promise((resolve) => setTimeout(resolve, killedAfterMs));
  await server.stop('SIGKILL');
  isRunning = false;
  await Promise.all(writing);

  let reopened = false;
  let missingAfterRestart = acknowledged.length;
  let lockHeld = false;
  const restarted = await startPorticoProcess(options);
  try {
    reopened = true;
    const check = porticoClient(restarted.hostOrigin);
    missingAfterRestart = 0;
    for (const cookie of acknowledged) {
      if ((await check.userDetails(cookie)).body.status !== 'SUCCESS') missingAfterRestart += 1;
    }
    lockHeld = lockedBeforeKill && (await check.signIn(LOCKED_LOGIN, 'Wrong#Pass2026')).status === 423;
  } finally {
    await restarted.stop();
  }
  return { database, acknowledged: acknowledged.length, missingAfterRestart, killedAfterMs, reopened, lockHeld };
}

/** Fails sign-in until the server answers 423 (locked); false when it never does. */
export async function lockOut(client: ReturnType<typeof porticoClient>): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if ((await client.signIn(LOCKED_LOGIN, 'Wrong#Pass2026')).status === 423) return true;
  }
  return false;
}
