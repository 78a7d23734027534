import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../tests/support/free-port';
import { authApiPaths } from '../../shared/domain/paths';
import { createStandInDist } from '../testing/stand-in-dist';
import { createPostgresTestDatabase, databaseUrl } from '../testing/test-postgres';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { graphQlBasePath } from '../../shared/domain/paths';
import { persistedHashOf, persistedOperationBody } from '../../shared/graphql/client';
import { SearchProductsByPropertyDocument, type SearchProductsByPropertyQuery } from '../../shared/graphql/generated/graphql';
import { nightsOf, searchFrom } from '../testing/booking-calls';
import { leaveRoomsFree } from '../testing/leave-rooms-free';
import { seedingDayOf } from '../testing/reservation-calls';

type LogLine = { msg?: string; site?: string; event?: string; pid?: number };

const folders: string[] = [];
let server: ChildProcess | undefined;
afterEach(async () => {
  server?.kill('SIGKILL');
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** `mock-api/main.ts` as `npm run serve` starts it, with `env`; its JSON log lines as they come. */
async function startMain(env: Record<string, string>) {
  const distDir = await createStandInDist();
  folders.push(distDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    env: { ...process.env, EMBED_EXAMPLE_PORT: String(await freePort()), DIST_DIR: distDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  const lines: LogLine[] = [];
  const waiters: { event: string; count: number; resolve(): void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    lines.push(JSON.parse(text) as LogLine);
    for (const waiter of waiters) if (lines.filter((line) => line.event === waiter.event).length >= waiter.count) waiter.resolve();
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': the process's last lines are read by then.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  /** Resolves once `event` has been logged `count` times. */
  const logged = (event: string, count = 1) =>
    new Promise<void>((resolve, reject) => {
      if (lines.filter((line) => line.event === event).length >= count) return resolve();
      waiters.push({ event, count, resolve });
      void exited.then((code) => reject(new Error(`server exited with ${code} before logging ${event}: ${stderr}`)));
    });
  return { child, lines, exited, logged, stderr: () => stderr };
}

describe('WORKERS', () => {
  it('above 1 is refused without DATABASE_URL, saying why, before anything starts', async () => {
    const { exited, stderr } = await startMain({ WORKERS: '2', HOST_PORT: String(await freePort()), OVERLAY_PORT: String(await freePort()), DATABASE_URL: '' });
    expect(await exited).toBe(1);
    expect(stderr()).toContain('WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) belongs to one process');
  }, 30_000);

  // A real PostgreSQL: the api-postgres project's server.
  it.skipIf(!inject('testPostgresUrl'))(
    'runs two processes on one PostgreSQL behind the same ports, restarts them one at a time on SIGHUP without dropping a request, and drains them on SIGTERM',
    async () => {
      const serverUrl = inject('testPostgresUrl');
      const name = `workers_${randomUUID().slice(0, 8)}`;
      await (await createPostgresTestDatabase(serverUrl, { keptAs: name })).close();
      const hostPort = await freePort();
      const main = await startMain({ WORKERS: '2', DATABASE_URL: databaseUrl(serverUrl, name), HOST_PORT: String(hostPort), OVERLAY_PORT: String(await freePort()) });
      await main.logged('all_workers_ready');
      // Each process writes its own lines to the one output: the supervisor's may come first.
      await main.logged('started', 2);
      const started = main.lines.filter((line) => line.event === 'started');
      expect(new Set(started.map((line) => line.pid)).size).toBe(2);

      // Requests all along the rolling restart: none may fail. (A draining process's /healthz is 503 on
      // purpose, so the balancer stops sending it traffic; what reaches it is still answered.)
      let isRestarting = true;
      const statuses: (number | string)[] = [];
      const asking = (async () => {
        while (isRestarting) {
          statuses.push(await fetch(`http://127.0.0.1:${hostPort}${authApiPaths.userDetails}`).then((response) => response.status, (error: Error) => error.message));
        }
      })();
      main.child.kill('SIGHUP');
      await main.logged('rolling_restart_done');
      await main.logged('started', 4);
      isRestarting = false;
      await asking;
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const pids = new Set(main.lines.filter((line) => line.event === 'started').map((line) => line.pid));
      expect(pids.size).toBe(4);

      main.child.kill('SIGTERM');
      // Two retired in the restart, the two last ones, and the supervisor.
      await main.logged('stopped', 5);
      expect(await main.exited).toBe(0);
    },
    90_000,
  );

  it.skipIf(!inject('testPostgresUrl'))(
    'shows a room one process sold to every visitor of either process at once, though both keep their rate searches',
    async () => {
      const serverUrl = inject('testPostgresUrl');
      const name = `workers_${randomUUID().slice(0, 8)}`;
      const db = await createPostgresTestDatabase(serverUrl, { keptAs: name });
      try {
        const criteria = searchFrom(await seedingDayOf(db), 20);
        await leaveRoomsFree(db, 'NYCTS', nightsOf(criteria), 3);
        const hostPort = await freePort();
        const main = await startMain({ WORKERS: '2', DATABASE_URL: databaseUrl(serverUrl, name), HOST_PORT: String(hostPort), OVERLAY_PORT: String(await freePort()) });
        await main.logged('all_workers_ready');
        await main.logged('started', 2);
        // Each search on a connection of its own, so the cluster hands them to both processes in turn.
        const kingRoomsLeftInTen = () => Promise.all(Array.from({ length: 10 }, () => kingRoomsLeft(hostPort, criteria)));
        // Twice: the second time, each process answers from what it kept.
        expect(await kingRoomsLeftInTen()).toEqual(Array(10).fill(3));
        expect(await kingRoomsLeftInTen()).toEqual(Array(10).fill(3));

        // Sold as an order sells it, in a transaction of its own: neither process was told.
        await db.transaction((tx) =>
          tx.query(`update room_inventory set rooms_sold = rooms_sold + 1 where hotel_code = 'NYCTS' and room_type_code = 'KNGD' and night = any($1::date[])`, [nightsOf(criteria)]),
        );
        expect(await kingRoomsLeftInTen()).toEqual(Array(10).fill(2));
        main.child.kill('SIGTERM');
        expect(await main.exited).toBe(0);
      } finally {
        await db.close();
      }
    },
    90_000,
  );
});

/** The king rooms a visitor's rate search offers, asked on a new connection as the apps' client asks. */
function kingRoomsLeft(port: number, input: ReturnType<typeof searchFrom>): Promise<number | undefined> {
  const operationName = 'SearchProductsByProperty';
  const body = persistedOperationBody(operationName, { input }, persistedHashOf(SearchProductsByPropertyDocument));
  return new Promise((resolve, reject) => {
    const sent = request(
      { port, host: '127.0.0.1', method: 'POST', path: `${graphQlBasePath}/${operationName}`, agent: false, headers: { 'content-type': 'application/json', 'x-requested-by': 'test' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const answer = JSON.parse(text) as { data?: SearchProductsByPropertyQuery };
          resolve(answer.data?.searchProductsByProperty?.rooms.find((room) => room.roomType.code === 'KNGD')?.roomsLeft);
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
